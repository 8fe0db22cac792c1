import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpConsoleServer } from '../test/console-server';
import { ADMIN, AGENT, detail } from '../test/fixtures';

const api = setUpConsoleServer();
const transitions = () => api.posts('/protocols/900123/transitions');
const detailReads = () => api.requests.filter((request) => request.url === '/api/backoffice/protocols/900123').length;

async function open(language: 'pt' | 'en' | 'es' = 'pt') {
  api.state.signedIn = AGENT;
  const view = await api.open('/backoffice/protocols/900123', language);
  await screen.findByRole('heading', { level: 1, name: /900123/ });
  return view;
}

describe('protocol view', () => {
  it("names the operator responsible for the protocol (the spec's RESPONSAVEL)", async () => {
    api.state.detail = {
      ...api.state.detail,
      protocol: { ...api.state.detail.protocol, responsible: 'Bia Atendente' },
    };
    await open();
    expect(screen.getByText('Responsável', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Bia Atendente');
  });

  it('shows what the warehouse needs: exchange asked for, the shopper’s words, order, invoice and address (issue 46)', async () => {
    const base = detail();
    const [item] = base.items;
    api.state.detail = {
      ...base,
      items: [{ ...item!, exchangeSize: '41', exchangeColour: 'Preto' }],
    };
    await open();
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Troca pedida')).toHaveTextContent('40 → 41 · Azul Royal → Preto');
    expect(value('Observações do cliente')).toHaveTextContent('A costura abriu no primeiro uso.');
    expect(value('Pedido')).toHaveTextContent('PED-1001');
    expect(value('Nota fiscal')).toHaveTextContent('12345');
    expect(value('Endereço do remetente')).toHaveTextContent(
      'Avenida Paulista, 1000, Apto 82 — Bela Vista, São Paulo/SP — CEP 01310-100',
    );
  });

  it('sets a photographed invoice apart from the item’s photos (issue 46)', async () => {
    const base = detail();
    api.state.detail = {
      ...base,
      files: [
        ...base.files,
        {
          id: 33,
          itemPosition: 1,
          kind: 'invoice',
          name: 'nf.jpg',
          contentType: 'image/jpeg',
          size: 4096,
          url: '/api/backoffice/protocols/900123/files/33',
        },
      ],
    };
    await open();
    const invoice = screen.getByRole('group', { name: 'Nota fiscal' });
    expect(within(invoice).getByRole('button', { name: 'Ver nota fiscal nf.jpg' })).toBeInTheDocument();
    expect(within(invoice).getByRole('link', { name: 'Baixar nota fiscal nota.pdf' })).toBeInTheDocument();
    expect(within(invoice).queryByRole('button', { name: 'Ver foto defeito.jpg' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver foto defeito.jpg' })).toBeInTheDocument();
  });

  it('shows the customer, the items with their files, and the history with who moved it', async () => {
    const user = userEvent.setup();
    await open('en');

    expect(screen.getByText('***.982.247-**')).toBeInTheDocument();
    expect(screen.getByText('Credit card')).toBeInTheDocument();
    // The brand by the name the API gave with the operator.
    expect(screen.getByText('Brand', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Corre Brasil');
    // The spec's RESPONSAVEL: nobody has taken this one yet.
    expect(screen.getByText('Responsible', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Unassigned');
    expect(screen.getByRole('heading', { name: 'Item 1: Tênis de Corrida Veloz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download invoice nota.pdf' })).toHaveAttribute(
      'href',
      '/api/backoffice/protocols/900123/files/32',
    );
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Through the customer portal'),
      expect.stringContaining(`By ${AGENT.email}`),
      expect.stringContaining('By the ERP'),
    ]);
    // The entry's message to the shopper is a denial's reason only on a denial.
    expect(history.getByText('Message to the customer: Código de postagem enviado por e-mail.')).toBeInTheDocument();

    // The photo opens in the shared image viewer.
    await user.click(screen.getByRole('button', { name: 'View photo defeito.jpg' }));
    const viewer = await screen.findByRole('dialog', { name: 'View image' });
    expect(within(viewer).getByRole('img', { name: 'defeito.jpg' })).toHaveAttribute(
      'src',
      '/api/backoffice/protocols/900123/files/31',
    );
  });

  it('moves the protocol with a note and an Idempotency-Key, and shows the new status and history', async () => {
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: 'Aguardando nota de crédito' }));
    expect(screen.queryByRole('textbox', { name: /Motivo da recusa/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Observação para o cliente/ }), 'Produto conferido.');
    await user.click(screen.getByRole('button', { name: 'Confirmar: Aguardando nota de crédito' }));

    expect(await screen.findByText('Protocolo movido para Aguardando nota de crédito.')).toBeInTheDocument();
    const [sent] = transitions();
    expect(JSON.parse(sent!.body)).toEqual({ from: 3, to: 22, note: 'Produto conferido.' });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    // The answer's moves replace the old ones.
    expect(screen.getByRole('button', { name: 'Nota de crédito gerada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recusado' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Histórico' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('a denial needs its reason before anything is sent', async () => {
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: 'Recusado' }));
    const reason = screen.getByRole('textbox', { name: /^Motivo da recusa/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Confirmar: Recusado' }));
    expect(await screen.findByText('Informe o motivo da recusa.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(transitions()).toHaveLength(0);

    await user.type(reason, 'Produto usado.');
    await user.click(screen.getByRole('button', { name: 'Confirmar: Recusado' }));
    await screen.findByText('Protocolo movido para Recusado.');
    expect(JSON.parse(transitions()[0]!.body)).toEqual({ from: 3, to: 10, note: '', denialReason: 'Produto usado.' });
  });

  it('a 409 says the status changed and reads the protocol again; the next submit has a new key', async () => {
    api.state.conflict = 'status_changed';
    const user = userEvent.setup();
    await open('es');
    const reads = detailReads();

    await user.click(screen.getByRole('button', { name: 'Esperando nota de crédito' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar: Esperando nota de crédito' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La situación de este protocolo cambió mientras trabajabas en él.',
    );
    await waitFor(() => expect(detailReads()).toBe(reads + 1));

    await user.click(screen.getByRole('button', { name: 'Confirmar: Esperando nota de crédito' }));
    await screen.findByText('Protocolo movido a Esperando nota de crédito.');
    const [first, second] = transitions();
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('names the bank beside its code, keeps it masked for an agent, and asks for the note in the shopper’s language', async () => {
    const user = userEvent.setup();
    await open();
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Banco')).toHaveTextContent('341 — Itaú Unibanco S.A.');
    expect(value('Conta')).toHaveTextContent('*****-9');
    expect(value('Idioma do cliente')).toHaveTextContent('espanhol');
    // The tab names the console, never a shopper brand.
    await waitFor(() => expect(document.title).toBe('Protocolo 900123 — Console de atendimento'));

    await user.click(screen.getByRole('button', { name: 'Recusado' }));
    expect(screen.getByRole('textbox', { name: /^Motivo da recusa \(em espanhol\)/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Observação para o cliente \(em espanhol\)/ })).toBeInTheDocument();
  });

  it('shows an admin the bank data whole, as the server sends it to her', async () => {
    const base = detail();
    api.state.detail = {
      ...base,
      protocol: {
        ...base.protocol,
        payment: { ...base.protocol.payment, full: { agency: '1234', account: '45678-9', pixKey: null } },
      },
    };
    api.state.signedIn = ADMIN;
    await api.open('/backoffice/protocols/900123', 'en');
    await screen.findByRole('heading', { level: 1, name: /900123/ });
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Branch')).toHaveTextContent(/^1234$/);
    expect(value('Account')).toHaveTextContent(/^45678-9$/);
    expect(value('Bank')).toHaveTextContent('341 — Itaú Unibanco S.A.');
  });

  it('a protocol outside the operator brands reads as not found', async () => {
    api.state.signedIn = AGENT;
    await api.open('/backoffice/protocols/77');
    // The heading and the tab name what was not found (issue 46).
    expect(await screen.findByRole('heading', { level: 1, name: 'Protocolo 77 não encontrado' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Protocolo 77 não encontrado — Console de atendimento'));
  });

  it('an address that is no console screen says which, in the page and the tab', async () => {
    api.state.signedIn = AGENT;
    await api.open('/backoffice/nada-aqui', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La dirección /backoffice/nada-aqui no existe en la consola.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Página no encontrada — /));
  });
});
