import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SelectedItem } from '@portal/domain';
import { json, startTestServer, type TestServer } from '../../../../test/test-server';
import type { BuyerStepValues } from '../../lib/buyer-values';
import { BANKS, bankSlipRefundItem, DEFAULT_BANK, sizeExchangeItem } from '../../test/fixtures';
import { renderRequest } from '../../test/render-request';
import { BuyerDataStep } from './buyer-data-step';

const COMPLETE: BuyerStepValues = {
  cpf: '529.982.247-25',
  nome: 'Ana Paula Souza',
  telefone: '+55 (11) 98765-4321',
  email: 'ana.souza@example.com',
  cep: '01310-100',
  endereco: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Apto 82',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  ban_codigo: '',
  cli_agencia: '',
  cli_conta: '',
  cli_chavepix: '',
};

interface Api {
  /** CEP digits -> [city, uf, street?, district?]; absent = 404; 'down' = 503. */
  ceps: Record<string, [string, string, string?, string?] | 'down'>;
  bankStatus?: number;
  /** The consumer record's saved bank data (GET /returns/consumers); none when absent. */
  savedBank?: typeof DEFAULT_BANK;
}

let server: TestServer;
let api: Api = { ceps: {} };

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0]!;
    const cep = /^\/api\/AddressBook\/cep\/(\d+)$/.exec(path);
    if (cep) {
      const found = api.ceps[cep[1]!];
      if (found === 'down') return json(response, 503, { type: 'WARN', message: 'indisponível' });
      if (!found) return json(response, 404, { type: 'WARN', message: 'CEP não encontrado' });
      const [city, uf, street = null, district = null] = found;
      return json(response, 200, { ceps: [{ LOC_NOME: city, UF_CODIGO: uf, LOG_NOME: street, BAI_NOME: district }] });
    }
    if (path === '/api/returns/bank') return json(response, 200, { bankData: BANKS });
    if (path === '/api/returns/consumers' && request.method === 'GET') {
      const bank = api.savedBank;
      return json(response, 200, {
        consumers: [
          {
            CON_ID: 1,
            CON_CPF: '52998224725',
            BAN_CODIGO: bank?.ban_codigo ?? null,
            CLI_AGENCIA: bank?.cli_agencia ?? null,
            CLI_CONTA: bank?.cli_conta ?? null,
            CLI_CHAVEPIX: bank?.cli_chavepix ?? null,
          },
        ],
      });
    }
    if (path === '/api/returns/consumers/bank' && request.method === 'PUT') {
      const status = api.bankStatus ?? 200;
      return json(
        response,
        status,
        status === 200 ? { consumers: [] } : { type: 'ERROR', message: 'Banco não encontrado' },
      );
    }
    return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  });
});

afterAll(async () => {
  await server.close();
});

let cleanupView: (() => void) | null = null;
afterEach(() => {
  cleanupView?.();
  cleanupView = null;
  api = { ceps: {} };
  server.requests.length = 0;
  vi.useRealTimers();
});

/** The step as the flow holds it: confirmed values replace the prefilled ones. */
function Harness({
  items,
  initial,
  cpfLocked,
  onNext,
}: {
  items: SelectedItem[];
  initial: BuyerStepValues;
  cpfLocked: boolean;
  onNext: (values: BuyerStepValues) => void;
}) {
  const [values, setValues] = useState(initial);
  const navigate = useNavigate();
  return (
    <BuyerDataStep
      items={items}
      values={values}
      cpfLocked={cpfLocked}
      onChange={setValues}
      onNext={() => onNext(values)}
      onCancel={() => void navigate('/home')}
    />
  );
}

async function renderStep({
  items = [sizeExchangeItem()],
  values = COMPLETE,
  cpfLocked = true,
}: { items?: SelectedItem[]; values?: BuyerStepValues; cpfLocked?: boolean } = {}) {
  const onNext = vi.fn<(values: BuyerStepValues) => void>();
  const view = await renderRequest(<Harness items={items} initial={values} cpfLocked={cpfLocked} onNext={onNext} />);
  cleanupView = view.cleanup;
  return { ...view, onNext, user: userEvent.setup() };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('BuyerDataStep', () => {
  it('opens in summary mode when the data are complete, and edit mode shows the form', async () => {
    const { user, onNext } = await renderStep();

    expect(screen.getByText('Ana Paula Souza')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('São Paulo / SP')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    // No payment reversal: no bank section.
    expect(screen.queryByText('Dados bancários')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onNext).toHaveBeenCalledWith(COMPLETE);

    await user.click(screen.getByRole('button', { name: 'Editar dados' }));
    expect(field(/Nome completo/)).toHaveValue('Ana Paula Souza');
    expect(screen.getByRole('button', { name: /Confirmar cadastro/ })).toBeInTheDocument();
  });

  it('shows the Atenção alert at the top of the step on a failed confirm, naming missing and invalid fields, until fixed', async () => {
    const { user } = await renderStep({ values: { ...COMPLETE, numero: '', bairro: '', telefone: '(11) 9876' } });

    expect(field(/Número/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /Confirmar cadastro/ }));

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Atenção')).toBeInTheDocument();
    // At the top: before every field of the form, and where focus went.
    const form = screen.getByRole('form', { name: 'Dados do comprador' });
    expect(form.querySelector('input, select')!.compareDocumentPosition(banner)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(banner).toHaveFocus();
    expect(within(banner).getByText('Preencha os campos obrigatórios:')).toBeInTheDocument();
    expect(within(banner).getByText('Corrija o formato inválido:')).toBeInTheDocument();
    const named = within(banner)
      .getAllByRole('button')
      .map((link) => link.textContent);
    // Missing first, then format problems, each in screen order.
    expect(named).toEqual(['Número', 'Bairro', 'Celular']);
    expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(2);

    // A link takes the shopper to its field; the alert stays while anything is wrong and goes when all is fixed.
    await user.click(within(banner).getByRole('button', { name: 'Número' }));
    expect(field(/Número/)).toHaveFocus();
    await user.type(field(/Número/), '12');
    await user.type(field(/Bairro/), 'Centro');
    await waitFor(() => expect(within(banner).queryByRole('button', { name: 'Número' })).toBeNull());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.clear(field(/Celular/));
    await user.type(field(/Celular/), '21998765432');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('brings the summary into view below the sticky header and focuses it on the first tap (issue 23)', async () => {
    const scrolled: { element: Element; options: unknown }[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
      scrolled.push({ element: this, options });
    });
    const { user } = await renderStep({ values: { ...COMPLETE, numero: '', bairro: '' } });
    await user.click(screen.getByRole('button', { name: /Confirmar cadastro/ }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveFocus();
    expect(scrolled).toEqual([{ element: banner, options: { block: 'start' } }]);
    expect(banner.style.scrollMarginTop).toBe('6rem');
    expect(
      within(banner)
        .getAllByRole('button')
        .map((link) => link.textContent),
    ).toEqual(['Número', 'Bairro']);
    vi.restoreAllMocks();
  });

  it('does not check a field on its way to the confirm button, so no message moves the button under the tap (issue 23)', async () => {
    await renderStep({ values: { ...COMPLETE, numero: '', bairro: '' } });
    const confirm = screen.getByRole('button', { name: /Confirmar cadastro/ });
    // Leaving Bairro for the confirm button (the confirm itself checks every field at once), then Número for another
    // field, which checks it as before (spec §5 on-blur messages): only Número's message comes.
    fireEvent.focusOut(field(/Bairro/), { relatedTarget: confirm });
    fireEvent.focusOut(field(/Número/), { relatedTarget: field(/Bairro/) });
    expect(await screen.findAllByText('Campo obrigatório.')).toHaveLength(1);
    expect(field(/Número/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Bairro/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('names every empty bank field among the missing ones on the first confirm, with the others (issue 23)', async () => {
    const { user } = await renderStep({ items: [bankSlipRefundItem()], values: { ...COMPLETE, numero: '' } });
    await user.click(screen.getByRole('button', { name: /Confirmar cadastro/ }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveFocus();
    const missing = within(banner).getByText('Preencha os campos obrigatórios:').parentElement!;
    expect(
      within(missing)
        .getAllByRole('button')
        .map((link) => link.textContent),
    ).toEqual(['Banco', 'Agência', 'Conta', 'Chave Pix', 'Número']);
    expect(within(banner).queryByText('Corrija o formato inválido:')).toBeNull();
  });

  it('formats a phone typed without the country code and takes it (spec §9: DDI 55)', async () => {
    const { user, onNext } = await renderStep({ values: { ...COMPLETE, telefone: '' } });
    const phone = field(/Celular/);
    await user.type(phone, '21998765432');
    expect(phone).toHaveValue('(21) 99876-5432');
    await user.click(screen.getByRole('button', { name: /Confirmar cadastro/ }));
    expect(await screen.findByRole('button', { name: 'Editar dados' })).toBeInTheDocument();
    expect(screen.queryByText('Telefone inválido.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onNext).toHaveBeenCalledWith({ ...COMPLETE, telefone: '(21) 99876-5432' });
  });

  it('clears an invalid CPF on blur, with its message (spec §5); keeps an invalid e-mail to correct', async () => {
    const { user } = await renderStep({ values: { ...COMPLETE, cpf: '', email: '' }, cpfLocked: false });
    await user.type(field(/CPF/), '52998224724');
    await user.type(field(/E-mail/), 'ana@example');
    await user.tab();

    expect(field(/CPF/)).toHaveValue('');
    expect(await screen.findByText('CPF inválido.')).toBeInTheDocument();
    // The e-mail is optional (issue 23 item 9): emptied, it would be accepted without a word, so the typo stays.
    expect(field(/E-mail/)).toHaveValue('ana@example');

    // Confirming names them as format problems, not as missing fields.
    await user.click(screen.getByRole('button', { name: /Confirmar cadastro/ }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Corrija os formatos inválidos:')).toBeInTheDocument();
    expect(within(banner).queryByText(/Preencha/)).toBeNull();
    expect(screen.getAllByText('E-mail inválido.').length).toBeGreaterThan(0);

    // A valid CPF typed again drops the message.
    await user.type(field(/CPF/), '52998224725');
    await waitFor(() => expect(screen.queryByText('CPF inválido.')).toBeNull());
    expect(field(/CPF/)).toHaveValue('529.982.247-25');
  });

  it('a shopper known by phone confirms without an e-mail (issue 23 item 9)', async () => {
    const { user, onNext } = await renderStep({ values: { ...COMPLETE, email: '' } });
    // Complete without it: the step opens on the summary, and the form says where the messages will go.
    await user.click(await screen.findByRole('button', { name: 'Editar dados' }));
    expect(field(/E-mail/)).not.toBeRequired();
    expect(screen.getByText(/Sem e-mail, os avisos do protocolo chegam por SMS/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Confirmar cadastro/ }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(onNext).toHaveBeenCalledWith({ ...COMPLETE, email: '' });
  });

  it('locks a valid CPF', async () => {
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Editar dados' }));
    expect(field(/CPF/)).toBeDisabled();
    expect(screen.getByText('CPF já cadastrado: não pode ser alterado.')).toBeInTheDocument();
    expect(field(/Nome completo/)).toBeEnabled();
  });

  it('lets the shopper type a CPF that was not valid on record', async () => {
    const { user } = await renderStep({ values: { ...COMPLETE, cpf: '' }, cpfLocked: false });
    const cpf = field(/CPF/);
    expect(cpf).toBeEnabled();
    await user.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
  });

  it('fills city and state from the CEP on blur, and keeps them read-only', async () => {
    api.ceps['20040002'] = ['Rio de Janeiro', 'RJ'];
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Editar dados' }));

    const cep = field(/CEP/);
    await user.clear(cep);
    await user.type(cep, '20040002');
    expect(cep).toHaveValue('20040-002');
    await user.tab();

    await waitFor(() => expect(field(/Cidade/)).toHaveValue('Rio de Janeiro'));
    expect(field(/UF/)).toHaveValue('RJ');
    expect(field(/Cidade/)).toBeDisabled();
    expect(server.requests.some((request) => request.url === '/api/AddressBook/cep/20040002')).toBe(true);
  });

  it("a known CEP fills street and district too, and empties the old street's number and complement (issue 46)", async () => {
    api.ceps['01001000'] = ['São Paulo', 'SP', 'Praça da Sé', 'Sé'];
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Editar dados' }));
    expect(field(/Complemento/)).toHaveValue('Apto 82');

    const cep = field(/CEP/);
    await user.clear(cep);
    await user.type(cep, '01001000');
    await user.tab();

    await waitFor(() => expect(field(/Endereço/)).toHaveValue('Praça da Sé'));
    expect(field(/Bairro/)).toHaveValue('Sé');
    expect(field(/Número/)).toHaveValue('');
    expect(field(/Complemento/)).toHaveValue('');
    expect(field(/Cidade/)).toHaveValue('São Paulo');
  });

  it('a town-wide CEP fills city and state and leaves the street to type', async () => {
    api.ceps['64000998'] = ['Parnaíba', 'PI'];
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Editar dados' }));
    const cep = field(/CEP/);
    await user.clear(cep);
    await user.type(cep, '64000998');
    await user.tab();
    await waitFor(() => expect(field(/Cidade/)).toHaveValue('Parnaíba'));
    expect(field(/Endereço/)).toHaveValue('');
    expect(field(/Número/)).toHaveValue('');
  });

  it('an unknown CEP empties the old address and unlocks city and state, so the shopper can go on', async () => {
    const { user, onNext } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Editar dados' }));
    expect(field(/Cidade/)).toBeDisabled();

    const cep = field(/CEP/);
    await user.clear(cep);
    await user.type(cep, '99999999');
    await user.tab();

    expect(await screen.findByText('CEP não encontrado.')).toBeInTheDocument();
    expect(cep).toHaveValue('99999-999');
    for (const name of [/Cidade/, /UF/, /^Endereço/, /Número/, /Complemento/, /Bairro/]) {
      expect(field(name)).toHaveValue('');
    }
    expect(field(/Cidade/)).toBeEnabled();
    expect(field(/UF/)).toBeEnabled();
    expect(
      screen.getByText('CEP não encontrado na nossa base. Preencha o endereço, o bairro, a cidade e a UF.'),
    ).toBeInTheDocument();
    // The generic error toast is not raised for this call.
    expect(screen.queryByText(/Código: 404/)).toBeNull();

    await user.type(field(/^Endereço/), 'Rua Nova');
    await user.type(field(/Número/), '12');
    await user.type(field(/Bairro/), 'Centro');
    await user.type(field(/Cidade/), 'Vila Nova');
    await user.type(field(/UF/), 'mg');
    await user.click(screen.getByRole('button', { name: /Confirmar cadastro/ }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(onNext).toHaveBeenCalledWith(
      expect.objectContaining({ cep: '99999-999', cidade: 'Vila Nova', uf: 'MG', endereco: 'Rua Nova' }),
    );
  });

  it('makes city and state editable when the lookup fails', async () => {
    api.ceps['30130005'] = 'down';
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Editar dados' }));
    expect(field(/Cidade/)).toBeDisabled();

    const cep = field(/CEP/);
    await user.clear(cep);
    await user.type(cep, '30130005');
    await user.tab();

    await waitFor(() => expect(field(/Cidade/)).toBeEnabled());
    expect(field(/UF/)).toBeEnabled();
    expect(
      screen.getByText('Não foi possível consultar o CEP agora. Preencha o endereço, o bairro, a cidade e a UF.'),
    ).toBeInTheDocument();
    expect(field(/^Endereço/)).toHaveValue('');
    expect(field(/Bairro/)).toHaveValue('');
    await user.clear(field(/Cidade/));
    await user.type(field(/Cidade/), 'Belo Horizonte');
    await user.clear(field(/UF/));
    await user.type(field(/UF/), 'mg');
    expect(field(/UF/)).toHaveValue('MG');
  });

  it('confirms an edit back to the summary, saving the bank data of a payment reversal', async () => {
    const { user } = await renderStep({
      items: [bankSlipRefundItem()],
      values: { ...COMPLETE, ...DEFAULT_BANK, cli_conta: '' },
    });

    expect(screen.getByText('Dados bancários')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: '001 - Banco do Brasil S.A.' })).toBeInTheDocument());
    await user.type(field(/Conta/), '98765-4');
    await user.clear(field(/Nome completo/));
    await user.type(field(/Nome completo/), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: /Confirmar cadastro/ }));

    expect(await screen.findByRole('button', { name: 'Editar dados' })).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('001 - Banco do Brasil S.A.')).toBeInTheDocument();
    // Her own Pix key, shown whole on her own review (issue 23): beside her CPF, the same digits.
    expect(screen.getAllByText('529.982.247-25')).toHaveLength(2);
    expect(screen.queryByText('***.982.247-**')).toBeNull();
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/returns/consumers/bank');
    expect(JSON.parse(put!.body)).toEqual({ ...DEFAULT_BANK, cli_conta: '98765-4' });
  });

  it('locks complete saved bank data as the order card does, and does not save over them', async () => {
    api.savedBank = DEFAULT_BANK;
    const { user } = await renderStep({
      items: [bankSlipRefundItem()],
      values: { ...COMPLETE, ...DEFAULT_BANK, numero: '' },
    });
    await waitFor(() => expect(field(/Agência/)).toBeDisabled());
    expect(field(/Conta/)).toBeDisabled();
    expect(field(/Chave Pix/)).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Banco/ })).toBeDisabled();
    expect(screen.getByText('Dados bancários já cadastrados: não podem ser alterados aqui.')).toBeInTheDocument();

    await user.type(field(/Número/), '10');
    await user.click(screen.getByRole('button', { name: /Confirmar cadastro/ }));
    expect(await screen.findByRole('button', { name: 'Editar dados' })).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('stays in edit mode when the bank data cannot be saved', async () => {
    api.bankStatus = 400;
    const { user } = await renderStep({
      items: [bankSlipRefundItem()],
      values: { ...COMPLETE, ...DEFAULT_BANK, cli_conta: '' },
    });
    await user.type(field(/Conta/), '98765-4');
    await user.click(screen.getByRole('button', { name: /Confirmar cadastro/ }));

    expect(await screen.findByText('Banco não encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar dados' })).toBeNull();
    await waitFor(() => expect(field(/Conta/)).toBeEnabled());
  });

  it('asks for bank data in summary mode only when complete: a reversal without it opens the form', async () => {
    await renderStep({ items: [bankSlipRefundItem({})] });
    expect(screen.getByRole('combobox', { name: /Banco/ })).toHaveValue('');
    expect(await screen.findByRole('option', { name: '341 - Itaú Unibanco S.A.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Confirmar cadastro/ })).toBeInTheDocument();
  });

  it("warns 'load error' and cancels when an item has no product name", async () => {
    const broken = { ...sizeExchangeItem(), produtoNome: '  ' };
    const { router } = await renderStep({ items: [broken] });
    expect(
      await screen.findByText('Erro ao carregar os dados dos itens. Escolha os itens novamente.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.getByRole('heading', { name: 'landed /home' })).toBeInTheDocument();
  });
});
