/**
 * Issue 23: the outside-store flow's files live only in memory, so leaving the confirmation step with files chosen
 * and not sent asks first (in-app moves through the router's blocker, reload and close through beforeunload); the
 * form's submit puts the focus on its first error, and 'R$ 0,00' is named as the amount, not as a missing field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { json, startTestServer, type TestServer } from '../../test/test-server';
import { CATALOG, catalogAnswer, VALID_VALUES } from '../../features/outside-store/test/fixtures';
import { toOutsideStoreItem } from '../../features/outside-store/lib/outside-store-form';
import { writeOutsideStoreDraft } from '../../features/outside-store/lib/outside-store-storage';
import { TEST_EMAIL, TEST_SESSION_USER } from '../../features/request/test/render-request';
import OutsideStoreRoute from './outside-store-route';

const BASE = '/produtos-adquiridos-fora-da-loja-online';
/** A small whole PDF (the dropzone checks a file's content before taking it). */
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0]!;
    const catalog = catalogAnswer(path);
    if (catalog) return json(response, 200, catalog);
    return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  });
});
afterAll(async () => {
  await server.close();
});

let cleanup: (() => void) | null = null;
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup?.();
  cleanup = null;
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function open(initialPath: string) {
  const view = await renderFeature(<OutsideStoreRoute />, {
    path: `${BASE}/*`,
    initialPath,
    routes: [{ path: '/home', element: <h1>landed /home</h1> }],
    namespaces: ['outside-store', 'request', 'orders'],
    user: TEST_SESSION_USER,
    connectNavigator: true,
  });
  cleanup = view.cleanup;
  return { ...view, user: userEvent.setup() };
}

/** Whether a reload or close now would be asked about (what the browser reads of a beforeunload event). */
function unloadIsAsked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the outside-store form on submit', () => {
  it('focuses the first field in error and names R$ 0,00 as the amount', async () => {
    const { user } = await open(BASE);
    const valor = await screen.findByRole('textbox', { name: /Valor pago/ });
    await user.type(valor, '000');
    expect(valor).toHaveValue('R$ 0,00');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nome da loja/ })).toHaveFocus());
    expect(valor).toHaveAccessibleDescription(/O valor da compra não pode ser R\$ 0,00\./);
  });
});

describe('leaving the confirmation step with files not sent', () => {
  it('asks first, keeps the files on stay, and lets her go on leave', async () => {
    const item = toOutsideStoreItem(VALID_VALUES, CATALOG, new Date());
    writeOutsideStoreDraft(TEST_EMAIL, { items: [item], values: VALID_VALUES, base: VALID_VALUES });
    const { user, router } = await open(`${BASE}/confirmacao`);
    const region = await screen.findByRole('region', { name: item.produtoNome });
    expect(unloadIsAsked()).toBe(false);

    await user.upload(
      within(region).getByTestId('invoice-input'),
      new File([PDF], 'nota.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(unloadIsAsked()).toBe(true));

    // The flow's own back button, then a link elsewhere: each is asked, and staying keeps the step and its file.
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem enviar os arquivos?' });
    expect(dialog).toHaveTextContent('Você escolheu 1 arquivo que ainda não foi enviado.');
    expect(within(dialog).getByRole('button', { name: 'Continuar aqui' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar aqui' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`${BASE}/confirmacao`);
    expect(within(region).getByText('nota.pdf')).toBeInTheDocument();

    void router.navigate('/home');
    const again = await screen.findByRole('dialog', { name: 'Sair sem enviar os arquivos?' });
    await user.click(within(again).getByRole('button', { name: 'Sair sem enviar' }));
    expect(await screen.findByRole('heading', { name: 'landed /home' })).toBeInTheDocument();
    expect(unloadIsAsked()).toBe(false);
  });
});

describe('after a reload (issue 46)', () => {
  it('says the chosen files were lost and must be added again, until she adds one', async () => {
    const item = toOutsideStoreItem(VALID_VALUES, CATALOG, new Date());
    // What the page stored before the reload: the item, and two files chosen and not sent.
    writeOutsideStoreDraft(TEST_EMAIL, { items: [item], values: VALID_VALUES, base: VALID_VALUES, pendingFiles: 2 });
    const { user } = await open(`${BASE}/confirmacao`);
    const notice = await screen.findByTestId('lost-files');
    expect(notice).toHaveTextContent('Os arquivos escolhidos se perderam');
    expect(notice).toHaveTextContent('os 2 arquivos que você tinha escolhido não puderam ser guardados');
    expect(notice).toHaveTextContent('Adicione-os de novo antes de enviar.');

    const region = screen.getByRole('region', { name: item.produtoNome });
    await user.upload(
      within(region).getByTestId('invoice-input'),
      new File([PDF], 'nota.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.queryByTestId('lost-files')).toBeNull());
  });

  it('counts the documents, buyer and confirmation screens as steps of their own', async () => {
    const item = toOutsideStoreItem(VALID_VALUES, CATALOG, new Date());
    writeOutsideStoreDraft(TEST_EMAIL, { items: [item], values: VALID_VALUES, base: VALID_VALUES });
    await open(`${BASE}/confirmacao`);
    await screen.findByRole('region', { name: item.produtoNome });
    const stepper = screen.getByRole('navigation', { name: 'Etapas da solicitação' });
    const steps = [...stepper.querySelectorAll('[data-step]')];
    expect(steps.map((step) => step.getAttribute('data-step'))).toEqual(['item', 'documents', 'address', 'confirmation']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByTestId('lost-files')).toBeNull();
  });
});
