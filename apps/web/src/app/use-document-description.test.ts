import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../lib/i18n';
import { useDocumentDescription } from './use-document-description';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('pt');
});
afterAll(async () => {
  await i18n.changeLanguage('pt');
});

describe('meta description', () => {
  it('follows the interface language', async () => {
    renderHook(() => useDocumentDescription());
    await waitFor(() => expect(description()).toBe('Portal de trocas, devoluções e reembolsos'));

    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(description()).toBe('Exchanges, returns and refunds portal'));

    await act(() => i18n.changeLanguage('es'));
    await waitFor(() => expect(description()).toBe('Portal de cambios, devoluciones y reembolsos'));
    // One tag, updated in place (not one per language).
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
