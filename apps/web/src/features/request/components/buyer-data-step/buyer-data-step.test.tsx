import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
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
  /** CEP digits -> [city, uf]; absent = 404; 'down' = 503. */
  ceps: Record<string, [string, string] | 'down'>;
  bankStatus?: number;
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
      return json(response, 200, { ceps: [{ LOC_NOME: found[0], UF_CODIGO: found[1] }] });
    }
    if (path === '/api/returns/bank') return json(response, 200, { bankData: BANKS });
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

  it('opens in edit mode when something is missing, and shows the Atenção alert for 2.5 s on a failed confirm', async () => {
    const { user } = await renderStep({ values: { ...COMPLETE, numero: '', bairro: '' } });

    expect(field(/Número/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /Confirmar cadastro/ }));

    const banner = (await screen.findByText('Atenção')).closest<HTMLElement>('[data-variant="error"]');
    expect(banner).not.toBeNull();
    expect(banner).toHaveAttribute('role', 'alert');
    expect(within(banner!).getByText('Preencha todos os campos obrigatórios.')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(2);
    // Still in edit mode.
    expect(field(/Número/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Atenção')).toBeNull(), { timeout: 4000 });
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

  it('clears zip, city and state with the zip-code-not-found alert for 2 s when the CEP is unknown', async () => {
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Editar dados' }));

    const cep = field(/CEP/);
    await user.clear(cep);
    await user.type(cep, '99999999');
    await user.tab();

    expect(await screen.findByText('CEP não encontrado.')).toBeInTheDocument();
    expect(cep).toHaveValue('');
    expect(field(/Cidade/)).toHaveValue('');
    expect(field(/UF/)).toHaveValue('');
    // The generic error toast is not raised for this call.
    expect(screen.queryByText(/Código: 404/)).toBeNull();
    await waitFor(() => expect(screen.queryByText('CEP não encontrado.')).toBeNull(), { timeout: 3500 });
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
    expect(screen.getByText('Não foi possível consultar o CEP agora. Preencha a cidade e a UF.')).toBeInTheDocument();
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
    expect(screen.getByText('***.982.247-**')).toBeInTheDocument();
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/returns/consumers/bank');
    expect(JSON.parse(put!.body)).toEqual({ ...DEFAULT_BANK, cli_conta: '98765-4' });
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
