import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_HIDE_DELAY_MS, REQUIRED_FIELDS_ALERT_MS } from '@portal/domain';
import { renderUi } from '../../test/render-ui';
import { AlertBanner } from './alert-banner';

const homeRoute = [{ path: '/home', element: <h1>Home page</h1> }];

afterEach(() => {
  vi.useRealTimers();
});

describe('AlertBanner', () => {
  it.each([
    ['success', 'Sucesso', 'status'],
    ['error', 'Erro', 'alert'],
    ['warning', 'Aviso', 'alert'],
    ['info', 'Informação', 'status'],
  ] as const)('shows a %s banner titled %s with the %s role', async (variant, title, role) => {
    await renderUi(<AlertBanner variant={variant} message="Mensagem" />, { path: '/form' });
    const banner = screen.getByRole(role);
    expect(banner).toHaveTextContent(title);
    expect(banner).toHaveTextContent('Mensagem');
  });

  it('translates the title and lets the caller override it', async () => {
    await renderUi(
      <>
        <AlertBanner variant="warning" message="one" />
        <AlertBanner variant="error" title="Atenção" message="two" />
      </>,
      { language: 'en' },
    );
    const [first, second] = screen.getAllByRole('alert');
    expect(first).toHaveTextContent('Notice');
    expect(second).toHaveTextContent('Atenção');
  });

  it('hides itself after ALERT_HIDE_DELAY_MS by default and tells the caller once', async () => {
    const onClose = vi.fn();
    vi.useFakeTimers();
    await renderUi(<AlertBanner variant="error" message="Falhou" onClose={onClose} />);

    act(() => vi.advanceTimersByTime(ALERT_HIDE_DELAY_MS - 1));
    expect(screen.getByText('Falhou')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Falhou')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(ALERT_HIDE_DELAY_MS * 3));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('honours a custom hideDelay, and false keeps it open', async () => {
    vi.useFakeTimers();
    await renderUi(
      <>
        <AlertBanner
          variant="error"
          title="Atenção"
          message="Campos obrigatórios"
          hideDelay={REQUIRED_FIELDS_ALERT_MS}
        />
        <AlertBanner variant="info" message="Fica" hideDelay={false} />
      </>,
    );
    act(() => vi.advanceTimersByTime(REQUIRED_FIELDS_ALERT_MS));
    expect(screen.queryByText('Campos obrigatórios')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Fica')).toBeInTheDocument();
  });

  it('opens the redirect path when it hides itself', async () => {
    vi.useFakeTimers();
    const { router } = await renderUi(
      <AlertBanner variant="success" message="Feito" redirectTo="/home" hideDelay={3500} />,
      {
        path: '/form',
        routes: homeRoute,
      },
    );
    act(() => vi.advanceTimersByTime(3499));
    expect(router.state.location.pathname).toBe('/form');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('closes and redirects with the OK button, and with the close button', async () => {
    const user = userEvent.setup();
    const { router } = await renderUi(
      <AlertBanner variant="success" message="Protocolo criado" withOkButton redirectTo="/home" hideDelay={false} />,
      { path: '/form', routes: homeRoute },
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/home');

    await act(() => router.navigate('/form'));
    await user.click(await screen.findByRole('button', { name: 'Fechar' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('stays on the page when the redirect is not an in-app path', async () => {
    const user = userEvent.setup();
    const { router } = await renderUi(
      <AlertBanner variant="info" message="Externo" redirectTo="https://example.com" hideDelay={false} />,
      { path: '/form', routes: homeRoute },
    );
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText('Externo')).toBeNull();
    expect(router.state.location.pathname).toBe('/form');
  });
});
