import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS, type ProtocolSummary } from '@portal/domain';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { protocolSummary } from '../test/fixtures';
import { renderListPage, TEST_BRAND } from '../test/render-protocols';
import ProtocolListPage from './protocol-list-page';

const CALLS: ProtocolSummary[] = [
  protocolSummary({
    PRT_ID: 100007,
    SIT_ID: 1,
    SIT_NOME: 'Aberto',
    MOT_NOME: 'Troca de tamanho',
    ASS_NOME: 'Tamanho não serviu',
    SMOT_NOME: 'Ficou apertado',
    PRODUTOS: ['Tênis Corrida Leve', 'Legging Compressão'],
    PRT_NFISCAL: '48201',
    // 02:30 UTC is 23:30 of the day before in São Paulo.
    PRT_DTCRIACAO: '2026-11-21T02:30:00.000Z',
  }),
  protocolSummary({
    PRT_ID: 100002,
    SIT_ID: 3,
    SIT_NOME: 'Aguardando análise',
    MOT_NOME: 'Estorno',
    PRT_NFISCAL: '777',
  }),
  protocolSummary({ PRT_ID: 100004, SIT_ID: 10, SIT_NOME: 'Recusado', MOT_NOME: 'Peça errada', PRT_NFISCAL: null }),
];

let server: TestServer;
let calls: ProtocolSummary[] | 'fail' = CALLS;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/returns/protocols/b2c' && request.method === 'POST') {
      if (calls === 'fail') return json(response, 500, { type: 'ERROR', message: 'Falha' });
      return json(response, 200, { calls });
    }
    return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  });
});
afterAll(() => server.close());

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
  calls = CALLS;
  server.requests.length = 0;
  vi.useRealTimers();
});

const cardIds = () => screen.queryAllByTestId('protocol-card').map((card) => card.getAttribute('data-prt-id'));

describe('/protocolos', () => {
  it('shows skeletons, then the cards newest first with status colour, invoice, São Paulo date and a link', async () => {
    const view = await renderListPage(<ProtocolListPage />);
    cleanup = view.cleanup;
    expect(screen.getByTestId('protocol-skeletons')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Protocolo 100007' });
    expect(cardIds()).toEqual(['100007', '100002', '100004']);
    const first = screen.getAllByTestId('protocol-card')[0]!;
    expect(within(first).getByText('Aberto').getAttribute('data-status')).toBe('1');
    expect(within(first).getByText('48201')).toBeTruthy();
    expect(within(first).getByText('20/11/2026 às 23:30')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Ver detalhes do protocolo 100007' }).getAttribute('href')).toBe(
      '/protocol/100007',
    );
    expect(screen.getAllByText('Sem nota fiscal')).toHaveLength(1);
    expect(document.title).toBe(`Protocolos — ${TEST_BRAND.name}`);
    // The session's identity, not a body field, says whose protocols these are.
    expect(JSON.parse(server.requests[0]!.body)).toEqual({});
  });

  it('filters by text only after the 400 ms debounce, and by the statuses present', async () => {
    const view = await renderListPage(<ProtocolListPage />);
    cleanup = view.cleanup;
    await screen.findByRole('heading', { name: 'Protocolo 100007' });

    const select = screen.getByRole('combobox', { name: 'Situação' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Todos', 'Aberto', 'Aguardando análise', 'Recusado']);

    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'estorno' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(cardIds()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(cardIds()).toEqual(['100002']);
    vi.useRealTimers();

    fireEvent.change(select, { target: { value: '10' } });
    expect(cardIds()).toEqual([]);
    expect(screen.getByText('Nenhum protocolo encontrado')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: '' } });
    await waitFor(() => expect(cardIds()).toEqual(['100004']));
  });

  it('shows the empty message for a shopper without protocols', async () => {
    calls = [];
    const view = await renderListPage(<ProtocolListPage />);
    cleanup = view.cleanup;
    expect(await screen.findByText('Seus protocolos aparecerão aqui')).toBeTruthy();
  });

  it("shows 'no data' and asks nothing when the session has no e-mail or phone", async () => {
    const view = await renderListPage(<ProtocolListPage />, {
      user: { email: '', phone: '', cpf: '', nome: '', telefone: '', address: null },
    });
    cleanup = view.cleanup;
    expect(screen.getByText('Nenhum dado encontrado.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('shows the load error with a retry that loads the list again', async () => {
    calls = 'fail';
    const view = await renderListPage(<ProtocolListPage />);
    cleanup = view.cleanup;
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    calls = CALLS;
    fireEvent.click(retry);
    await screen.findByRole('heading', { name: 'Protocolo 100007' });
  });

  it('speaks English', async () => {
    const view = await renderListPage(<ProtocolListPage />, { language: 'en' });
    cleanup = view.cleanup;
    expect(await screen.findByRole('heading', { name: 'Protocol 100007' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My protocols' })).toBeTruthy();
    expect(screen.getAllByText('20/11/2026 at 23:30')).toHaveLength(1);
  });

  it('names the products, the resolution asked for and the reason with its sub-reason on the card', async () => {
    const view = await renderListPage(<ProtocolListPage />);
    cleanup = view.cleanup;
    await screen.findByRole('heading', { name: 'Protocolo 100007' });
    const first = screen.getAllByTestId('protocol-card')[0]!;
    expect(within(first).getByTestId('protocol-card-products').textContent).toBe(
      'Tênis Corrida Leve, Legging Compressão',
    );
    const facts = [...first.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toContainEqual(['Solicitação', 'Troca de tamanho']);
    expect(facts).toContainEqual(['Motivo', 'Tamanho não serviu — Ficou apertado']);
  });

  it('keeps the filters in the address: they start from it and every change is written back to it', async () => {
    const view = await renderListPage(<ProtocolListPage />, { initialPath: '/protocolos?q=legging&situacao=1' });
    cleanup = view.cleanup;
    await waitFor(() => expect(cardIds()).toEqual(['100007']));
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('legging');
    expect((screen.getByRole('combobox', { name: 'Situação' }) as HTMLSelectElement).value).toBe('1');

    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: '3' } });
    expect(view.router.state.location.search).toBe('?q=legging&situacao=3');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'all' } });
    expect(view.router.state.location.search).toBe('');
    await waitFor(() => expect(cardIds()).toHaveLength(3));
  });

  it("counts zero protocols in the plural ('0 protocolos')", async () => {
    const view = await renderListPage(<ProtocolListPage />, { initialPath: '/protocolos?q=nada' });
    cleanup = view.cleanup;
    expect(await screen.findByText('0 protocolos')).toBeTruthy();
  });
});
