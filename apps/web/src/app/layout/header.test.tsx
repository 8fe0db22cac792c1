import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '@portal/domain';
import { saveSession } from '../../features/auth/session';
import { WalletBell } from '../../features/wallet';
import { selectionIdentity } from '../../features/orders/lib/identity';
import { writeSelection } from '../../lib/selection-storage';
import { createAppRouteOptions } from '../route-options';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../lib/i18n';
import { fakeApi, renderApp, TEST_BRAND, TEST_USER } from '../../test/render-app';
import { json, startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

function setViewportWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height: 800,
  });
}
let cleanup: (() => void) | undefined;

beforeAll(async () => {
  server = await startTestServer(fakeApi({ session: true }));
});

afterAll(async () => {
  await server.close();
});

afterEach(async () => {
  setViewportWidth(1024);
  cleanup?.();
  cleanup = undefined;
  await i18n.changeLanguage('pt');
});

async function open(path: string, options?: Parameters<typeof renderApp>[1]) {
  saveSession(TEST_USER);
  const app = await renderApp(path, options);
  cleanup = app.cleanup;
  await screen.findByRole('banner');
  return app;
}

describe('header', () => {
  it('has the logo link to /home, the version and the navigation in the order of the spec', async () => {
    await open('/carteira');
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('link', { name: `${TEST_BRAND.name}: ir para o início` })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(within(header).getByText(`Versão ${APP_VERSION}`)).toBeInTheDocument();

    const nav = within(header).getAllByRole('navigation', { name: 'Navegação principal' })[0]!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Carteira', '/carteira'],
      ['Protocolos', '/protocolos'],
      ['Início', '/home'],
      ['Meus dados', '/meus-dados'],
      ['Sair', '/logout'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Carteira' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });

  it('marks Home current on / and Protocols current on a protocol detail', async () => {
    const { router } = await open('/');
    const nav = () => screen.getAllByRole('navigation', { name: /navega/i })[0]!;
    expect(within(nav()).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate('/protocol/77'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/protocol/77'));
    expect(within(nav()).getByRole('link', { name: 'Protocolos' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches the language, stores it and updates <html lang>', async () => {
    const user = userEvent.setup();
    await open('/about');
    const header = screen.getByRole('banner');

    await user.selectOptions(within(header).getAllByRole('combobox', { name: 'Idioma' })[0]!, 'en');

    await waitFor(() => expect(within(header).getAllByRole('link', { name: 'Wallet' })[0]).toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'About the portal' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(within(header).getAllByRole('combobox', { name: 'Language' })[0]!, 'pt');
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-BR'));
  });

  it('renders the header slots for the selection badge and the notification bell', async () => {
    // The slots as the app fills them (route-options.tsx, lazy parts included), not stand-ins passed by the test.
    const base = fakeApi({ session: true });
    server.handle((request, response) => {
      if (request.url.startsWith('/api/returns/wallet/b2c/total')) {
        return json(response, 200, {
          totalTransactions: {
            VALOR_VALE_COMPRAS_CREDITADO: 1250,
            VALOR_VALE_COMPRAS_DEBITADO: 0,
            SALDO_TOTAL: 1250,
            SALDO_POR_TIPO_PGTO: [
              { TIP_PGTO_ORIG: 6, SALDO: 1250 },
              { TIP_PGTO_ORIG: 11, SALDO: 0 },
            ],
          },
        });
      }
      return base(request, response);
    });
    try {
      writeSelection(selectionIdentity(TEST_USER), [{ UNIQUE_KEY: 'line-1' }, { UNIQUE_KEY: 'line-2' }]);
      const { queryClient } = await open('/carteira', createAppRouteOptions());
      const header = screen.getByRole('banner');
      expect(
        await within(header).findByRole('button', { name: '2 itens selecionados: abrir solicitações' }),
      ).toHaveTextContent('2');
      expect(
        await within(header).findByRole('button', { name: 'Notificações: você tem R$ 12,50 de saldo' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    } finally {
      writeSelection(selectionIdentity(TEST_USER), []);
      server.handle(fakeApi({ session: true }));
    }
  });

  it('below 576 px hides the navigation behind a burger menu that closes after navigating', async () => {
    const user = userEvent.setup();
    setViewportWidth(375);
    const { router } = await open('/about');
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('navigation')).toBeNull();

    const burger = screen.getByRole('button', { name: 'Abrir menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Fechar menu', expanded: true })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Protocolos' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/protocolos'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('from 576 px shows the navigation and no burger', async () => {
    setViewportWidth(576);
    await open('/about');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Abrir menu' })).toBeNull();
  });

  it('offers a skip link as the first stop of the keyboard, and labels the footer links', async () => {
    const user = userEvent.setup();
    await open('/about');

    await user.tab();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#main-content');

    const footerNav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Links da marca' });
    expect(within(footerNav).getByRole('link', { name: /Política de entrega, troca e devolução/ })).toHaveAttribute(
      'href',
      TEST_BRAND.policyUrl,
    );
  });

  it('shows the wallet bell on /carteira when the balance is above zero, and nowhere else', async () => {
    const user = userEvent.setup();
    const base = fakeApi({ session: true });
    // Integer cents, as the API answers (ADR 0053).
    let balance = 1250;
    server.handle((request, response) => {
      if (request.url.startsWith('/api/returns/wallet/b2c/total')) {
        return json(response, 200, {
          totalTransactions: {
            VALOR_VALE_COMPRAS_CREDITADO: balance,
            VALOR_VALE_COMPRAS_DEBITADO: 0,
            SALDO_TOTAL: balance,
            SALDO_POR_TIPO_PGTO: [
              { TIP_PGTO_ORIG: 6, SALDO: 0 },
              { TIP_PGTO_ORIG: 11, SALDO: 0 },
            ],
          },
        });
      }
      return base(request, response);
    });
    try {
      const { router, queryClient } = await open('/carteira', { notificationBell: <WalletBell /> });
      // The wallet page asks for more than the bell: its answers come in before the page goes.
      const settled = (client: typeof queryClient) => waitFor(() => expect(client.isFetching()).toBe(0));
      const header = screen.getByRole('banner');
      const bell = await within(header).findByRole('button', { name: 'Notificações: você tem R$ 12,50 de saldo' });
      await user.click(bell);
      expect(
        await screen.findByText('Você tem R$ 12,50 de saldo na carteira para usar na loja online ou resgatar.'),
      ).toBeInTheDocument();

      await act(() => router.navigate('/about'));
      await waitFor(() => expect(within(header).queryByTestId('wallet-bell')).toBeNull());
      await settled(queryClient);
      cleanup?.();

      balance = 0;
      const second = await open('/carteira', { notificationBell: <WalletBell /> });
      // The page shows the balance from the same answer the bell reads.
      expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('R$ 0,00');
      expect(within(screen.getByRole('banner')).queryByTestId('wallet-bell')).toBeNull();
      await settled(second.queryClient);
    } finally {
      server.handle(fakeApi({ session: true }));
    }
  });
});
