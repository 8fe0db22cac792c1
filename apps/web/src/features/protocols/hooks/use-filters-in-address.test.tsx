import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFiltersInAddress } from './use-filters-in-address';

/** The hook inside a data router (the app's kind), with the address it leaves readable. */
function renderFilters(initialPath = '/protocolos') {
  const seen: { search: string } = { search: '' };
  let hook: ReturnType<typeof useFiltersInAddress> | null = null;
  function Probe() {
    hook = useFiltersInAddress();
    seen.search = useLocation().search;
    return null;
  }
  const router = createMemoryRouter([{ path: '/protocolos', element: <Probe /> }], { initialEntries: [initialPath] });
  render(<RouterProvider router={router} />);
  return { seen, filters: () => hook!, router };
}

describe('useFiltersInAddress', () => {
  it('keeps the text typed when the status changes before the page draws it', async () => {
    const { seen, filters } = renderFilters();
    await act(async () => {
      const { setText, setStatus } = filters();
      setText('Tênis');
      setStatus('10');
    });
    expect(new URLSearchParams(seen.search).get('q')).toBe('Tênis');
    expect(new URLSearchParams(seen.search).get('situacao')).toBe('10');
    expect(filters().text).toBe('Tênis');
    expect(filters().status).toBe('10');
  });

  it('builds on the address once it changed by other means (Back, a link)', async () => {
    const { seen, filters, router } = renderFilters('/protocolos?q=bola');
    await act(async () => filters().setStatus('10'));
    await act(async () => {
      await router.navigate('/protocolos?q=meia');
    });
    await act(async () => filters().setStatus('20'));
    const params = new URLSearchParams(seen.search);
    expect(params.get('q')).toBe('meia');
    expect(params.get('situacao')).toBe('20');
  });

  it('drops a filter set back to its default from the address', async () => {
    const { seen, filters } = renderFilters('/protocolos?q=bola&situacao=10');
    await act(async () => {
      filters().setText('');
      filters().setStatus('all');
    });
    expect(seen.search).toBe('');
  });
});
