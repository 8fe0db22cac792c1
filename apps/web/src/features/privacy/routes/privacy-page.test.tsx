import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { TEST_USER } from '../../../test/render-app';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import type { PrivacyOverview } from '../api/privacy-api';
import PrivacyPage from './privacy-page';

const OVERVIEW: PrivacyOverview = {
  identity: { name: 'Ana Souza', cpf: '52998224725', cpfMasked: '***.982.247-**' },
  contacts: { email: 'ana@example.com', phone: '5511987654321' },
  addresses: [
    {
      cep: '01310100',
      street: 'Av. Paulista',
      number: '1000',
      complement: '',
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      from: 'order',
      brand: 'Corre Brasil',
    },
  ],
  bank: { bankCode: '001', bankName: 'Banco do Brasil S.A.', agencyMasked: '•••4', accountMasked: '•••••-6', pixKeyMasked: 'a***@example.com' },
  protocols: [
    {
      id: 100007,
      brand: 'Corre Brasil',
      createdAt: '2026-11-20T12:00:00.000Z',
      statusId: 11,
      open: false,
      files: [{ id: 1, name: 'nota.pdf', isInvoice: true, sizeBytes: 2048 }],
    },
  ],
  wallet: { movements: [], coupons: [], balances: [] },
  signIns: [{ at: '2026-11-26T12:00:00.000Z', brand: 'Corre Brasil', channel: 'sms', deviceClass: 'mobile' }],
  brands: [{ name: 'Corre Brasil', holds: ['orders', 'protocols', 'signIns'] }],
  operatorReads: [
    { at: '2026-11-20T17:02:00.000Z', role: 'agent', brand: 'Corre Brasil', what: 'protocol_view', protocolId: 100002 },
    { at: '2026-11-19T13:30:00.000Z', role: 'admin', brand: 'Corre Brasil', what: 'search', protocolId: 100002 },
  ],
  erasure: { allowed: true, openProtocolIds: [], balanceCents: 0, pendingRefundCents: 0, invoiceYears: 5 },
};

let server: TestServer;
let overview: PrivacyOverview = OVERVIEW;
let cleanup: (() => void) | null = null;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/privacy/me') return json(response, 200, overview);
    if (path === '/api/privacy/me/contact') {
      const body = JSON.parse(request.body) as { telefone?: string };
      return body.telefone === '123'
        ? json(response, 400, { type: 'ERROR', message: 'Telefone inválido' })
        : json(response, 200, { sentTo: '+55 (21) *****-1199' });
    }
    if (path === '/api/privacy/me/contact/confirm') return json(response, 200, { ok: true });
    if (path === '/api/privacy/me/address') {
      const body = JSON.parse(request.body) as { cep: string };
      return body.cep.length < 8
        ? json(response, 400, { type: 'ERROR', message: 'cep: CEP inválido.' })
        : json(response, 200, { ok: true });
    }
    return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  });
});
afterAll(() => server.close());
afterEach(() => {
  cleanup?.();
  cleanup = null;
  overview = OVERVIEW;
});

async function open(language: 'pt' | 'en' | 'es' = 'pt') {
  const view = await renderFeature(<PrivacyPage />, {
    path: '/meus-dados',
    namespaces: ['privacy'],
    user: TEST_USER,
    language,
  });
  cleanup = view.cleanup;
  return view;
}

describe('/meus-dados', () => {
  it('shows every group with the CPF masked until the shopper asks to see it', async () => {
    await open();
    await screen.findByRole('heading', { name: 'Identificação' });
    for (const title of [
      'Contatos',
      'Endereços',
      'Dados bancários e Pix',
      'Protocolos e arquivos',
      'Histórico de acessos',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByTestId('privacy-cpf').textContent).toBe('***.982.247-**');
    const toggle = screen.getByRole('button', { name: 'Mostrar CPF' });
    fireEvent.click(toggle);
    expect(screen.getByTestId('privacy-cpf').textContent).toBe('529.982.247-25');
    expect(screen.getByRole('button', { name: 'Ocultar CPF' }).getAttribute('aria-pressed')).toBe('true');
    // Who (by role and brand team, not the operator's name) and why, with the São Paulo time (issue 46).
    const reads = within(screen.getByRole('region', { name: 'Consultas da equipe de atendimento' })).getAllByRole(
      'listitem',
    );
    expect(reads.map((item) => item.textContent)).toEqual([
      'Atendente da Corre Brasil abriu o protocolo 100002 — 20/11/2026 14:02',
      'Administrador da Corre Brasil buscou pelo seu CPF ou e-mail e viu o protocolo 100002 — 19/11/2026 10:30',
    ]);
    // The CEP as people write it, and the bank by its name.
    expect(screen.getByText(/— 01310-100/)).toBeTruthy();
    expect(screen.getByText('001 — Banco do Brasil S.A.')).toBeTruthy();
    expect(screen.getByText(/código por SMS — celular/)).toBeTruthy();
  });

  it('explains what blocks an erasure and offers no erase button then', async () => {
    overview = {
      ...OVERVIEW,
      erasure: {
        allowed: false,
        openProtocolIds: [100007],
        balanceCents: 1250,
        pendingRefundCents: 15990,
        invoiceYears: 5,
      },
    };
    await open();
    const section = await screen.findByRole('region', { name: 'Apagar meus dados' });
    expect(within(section).getByText(/Protocolos em aberto \(100007\)/)).toBeTruthy();
    expect(within(section).getByText(/R\$ 12,50/)).toBeTruthy();
    expect(within(section).getByText(/Reembolso de R\$ 159,90 ainda sendo pago/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Apagar meus dados' })).toBeNull();
  });

  it('changes the phone through a code sent to the new number, showing a refusal inline', async () => {
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar telefone' }));
    fireEvent.change(screen.getByLabelText('Novo telefone'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código para o novo contato' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Telefone inválido');
    fireEvent.change(screen.getByLabelText('Novo telefone'), { target: { value: '(21) 98765-1199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código para o novo contato' }));
    await screen.findByText('Enviamos um código para +55 (21) *****-1199.');
    fireEvent.change(screen.getByLabelText(/Código recebido/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar alteração' }));
    await screen.findByText('Contato alterado.');
    const confirm = server.requests.find((request) => request.url === '/api/privacy/me/contact/confirm');
    expect(JSON.parse(confirm!.body)).toEqual({ telefone: '(21) 98765-1199', code: '123456' });
  });

  it('shows every bank problem at once, before sending, not one per round (issue 46)', async () => {
    await open();
    const region = await screen.findByRole('region', { name: 'Dados bancários e Pix' });
    fireEvent.click(within(region).getByRole('button', { name: 'Corrigir dados bancários' }));
    fireEvent.change(within(region).getByLabelText('Agência'), { target: { value: 'x' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Salvar' }));
    const invalid = await waitFor(() => {
      const fields = within(region)
        .getAllByRole('textbox')
        .filter((field) => field.getAttribute('aria-invalid') === 'true');
      expect(fields.length).toBeGreaterThanOrEqual(3);
      return fields;
    });
    // The bank among them, in the same round as the agency and the account; focus on the first; nothing sent.
    expect(invalid[0]).toHaveFocus();
    expect(invalid.map((field) => field.id)).toEqual(
      expect.arrayContaining(['privacy-bank-ban_codigo', 'privacy-bank-cli_agencia', 'privacy-bank-cli_conta']),
    );
    expect(server.requests.filter((request) => request.url === '/api/privacy/me/bank')).toHaveLength(0);
  });

  it('corrects the address: a bad CEP is marked before sending, a valid one closes it and reloads the page', async () => {
    await open();
    const region = await screen.findByRole('region', { name: 'Endereços' });
    fireEvent.click(within(region).getByRole('button', { name: 'Corrigir endereço' }));
    const fill = (label: string, value: string) =>
      fireEvent.change(within(region).getByLabelText(label), { target: { value } });
    fill('CEP', '0131');
    fill('Endereço', 'Rua Augusta');
    fill('Número', '10');
    fill('Bairro', 'Consolação');
    fill('Cidade', 'São Paulo');
    fill('UF', 'SP');
    fireEvent.click(within(region).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(region).getByLabelText('CEP')).toHaveAttribute('aria-invalid', 'true'));
    expect(server.requests.filter((request) => request.url === '/api/privacy/me/address')).toHaveLength(0);
    fill('CEP', '01310100');
    const loads = server.requests.filter((request) => request.url === '/api/privacy/me').length;
    fireEvent.click(within(region).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(region).queryByRole('button', { name: 'Salvar' })).toBeNull());
    const sent = server.requests.filter((request) => request.url === '/api/privacy/me/address').at(-1);
    expect(JSON.parse(sent!.body)).toMatchObject({ cep: '01310100', endereco: 'Rua Augusta', uf: 'SP' });
    await waitFor(() =>
      expect(server.requests.filter((request) => request.url === '/api/privacy/me').length).toBeGreaterThan(loads),
    );
  });

  it.each([
    ['en', 'My data', 'Show CPF'],
    ['es', 'Mis datos', 'Mostrar CPF'],
  ] as const)('speaks %s', async (language, title, showCpf) => {
    await open(language);
    await screen.findByRole('heading', { name: title, level: 1 });
    expect(await screen.findByRole('button', { name: showCpf })).toBeTruthy();
  });
});
