/** lib/notify with the app's router connected (app/connect-router): an app-level test, so it lives in app/. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INFO_TOAST_DELAY_MS, TOAST_DELAY_MS } from '@portal/domain';
import { TOAST_EXIT_MS, clearToasts, openToastMessages, renderToasts, toastElements } from '../test/render-toasts';
import { setNavigator } from '../lib/navigation';
import { createMemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { notificationsStore } from '@mantine/notifications';
import { connectRouter } from './connect-router';
import { dismissNotification, notify, notifyError, notifyInfo, notifySuccess, notifyWarning } from '../lib/notify';

const navigate = vi.fn();

beforeEach(() => {
  setNavigator(navigate);
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  setNavigator(null);
  navigate.mockReset();
});

describe('notify', () => {
  it('titles each variant in the interface language', async () => {
    await renderToasts('en');
    const shown = [notifySuccess, notifyError, notifyWarning, notifyInfo].map((raise) => {
      act(() => {
        raise('message');
      });
      const open = notificationsStore.getState().notifications;
      expect(open).toHaveLength(1);
      return [open[0]!.title, (open[0] as { 'data-variant'?: string })['data-variant']];
    });
    expect(shown).toEqual([
      ['Success', 'success'],
      ['Error', 'error'],
      ['Notice', 'warning'],
      ['Information', 'info'],
    ]);
  });

  it('uses the pt titles of the spec', async () => {
    await renderToasts('pt');
    const titles = [notifySuccess, notifyError, notifyWarning, notifyInfo].map((raise) => {
      act(() => {
        raise('a');
      });
      return notificationsStore.getState().notifications.map((toast) => toast.title);
    });
    expect(titles).toEqual([['Sucesso'], ['Erro'], ['Aviso'], ['Informação']]);
  });

  it('hides a toast after TOAST_DELAY_MS and an info toast after INFO_TOAST_DELAY_MS', async () => {
    await renderToasts('pt');
    vi.useFakeTimers();
    act(() => {
      notifyError('stays longer');
    });
    act(() => vi.advanceTimersByTime(TOAST_DELAY_MS - 1));
    expect(openToastMessages()).toEqual(['stays longer']);
    act(() => vi.advanceTimersByTime(1));
    expect(openToastMessages()).toEqual([]);

    act(() => {
      notifyInfo('short one');
    });
    act(() => vi.advanceTimersByTime(INFO_TOAST_DELAY_MS - 1));
    expect(openToastMessages()).toEqual(['short one']);
    act(() => vi.advanceTimersByTime(1));
    expect(openToastMessages()).toEqual([]);
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS));
    expect(toastElements()).toHaveLength(0);
  });

  it('honours a custom hideDelay, and false keeps the toast', async () => {
    await renderToasts('pt');
    vi.useFakeTimers();
    act(() => {
      notifyWarning('custom', { hideDelay: 1200 });
    });
    act(() => vi.advanceTimersByTime(1199));
    expect(openToastMessages()).toEqual(['custom']);
    act(() => vi.advanceTimersByTime(1));
    expect(openToastMessages()).toEqual([]);
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS));
    expect(screen.queryByText('custom')).toBeNull();

    act(() => {
      notifyWarning('sticky', { hideDelay: false });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('sticky')).toBeInTheDocument();
  });

  it('redirects to an in-app path when it closes by itself', async () => {
    await renderToasts('pt');
    vi.useFakeTimers();
    act(() => {
      notifyError('Falha', { hideDelay: 3500, redirectTo: '/home' });
    });
    act(() => vi.advanceTimersByTime(3499));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/home', undefined);
  });

  it('redirects when closed with the OK button or the close button, never off-site', async () => {
    await renderToasts('en');
    const user = userEvent.setup();
    const onClose = vi.fn();
    act(() => {
      notify({ variant: 'success', message: 'Done', withOkButton: true, redirectTo: '/protocolos', onClose });
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/protocolos', undefined);

    act(() => {
      notifyInfo('external', { redirectTo: 'https://example.com' });
      notifyInfo('protocol-relative', { redirectTo: '//example.com' });
    });
    for (const button of screen.getAllByRole('button', { name: 'Close' })) await user.click(button);
    await waitFor(() => expect(toastElements()).toHaveLength(0));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('shows a toast with a fixed id once, however many callers raise it', async () => {
    await renderToasts('pt');
    act(() => {
      notifyWarning('Sessão', { id: 'session-expired' });
      notifyWarning('Sessão', { id: 'session-expired' });
    });
    expect(toastElements()).toHaveLength(1);
  });

  // Issue 23 item 10: toasts stacked over the dialog's and the form's buttons on a phone.
  it('shows one message at a time: a newer toast replaces whatever was on screen, of any kind', async () => {
    await renderToasts('en');
    act(() => {
      notifyError('first failure');
      notifyError('second failure');
    });
    expect(openToastMessages()).toEqual(['second failure']);

    act(() => {
      notifyWarning('e-mail missing', { id: 'login-form' });
      notifySuccess('code sent');
    });
    expect(openToastMessages()).toEqual(['code sent']);
  });

  it('takes a fixed problem away by its kind, without running its redirect', async () => {
    await renderToasts('pt');
    act(() => {
      notifyError('Telefone inválido.', { id: 'phone-error', redirectTo: '/home' });
    });
    expect(openToastMessages()).toEqual(['Telefone inválido.']);
    act(() => dismissNotification('phone-error'));
    await waitFor(() => expect(openToastMessages()).toEqual([]));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the toasts of the page on a page change, except those that explain the move', async () => {
    await renderToasts('pt');
    const router = createMemoryRouter(
      [
        { path: '/login', element: null },
        { path: '/', element: null },
      ],
      { initialEntries: ['/login'] },
    );
    const disconnect = connectRouter(router, new QueryClient());
    try {
      act(() => {
        notifySuccess('Enviamos um novo código.');
        notifyWarning('Sessão expirada.', { id: 'session-expired', keepOnPageChange: true });
      });
      await act(() => router.navigate('/'));
      await waitFor(() => expect(openToastMessages()).toEqual(['Sessão expirada.']));
      act(() => {
        notifyError('Falha nesta página.');
      });
      expect(openToastMessages()).toEqual(['Falha nesta página.']);
    } finally {
      disconnect();
      router.dispose();
    }
  });
});
