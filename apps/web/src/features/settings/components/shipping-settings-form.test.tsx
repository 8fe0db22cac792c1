import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_SETTINGS_DEFAULTS } from '@portal/domain';
import { i18n } from '../../../lib/i18n';
import { renderUi } from '../../../test/render-ui';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import type { ShippingSettings } from '../api/shipping-api';
import { ShippingSettingsSection } from './shipping-settings-form';

const PATH = '/api/backoffice/settings/brands/1/shipping';
let stored: ShippingSettings = { ...SHIPPING_SETTINGS_DEFAULTS };
let server: TestServer;
const puts: unknown[] = [];
let history: unknown[] = [];

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url === PATH && request.method === 'PUT') {
      const body = JSON.parse(request.body) as ShippingSettings;
      puts.push(body);
      history = [
        {
          id: 1,
          operatorId: 7,
          changedAt: '2026-12-08T12:00:00.000Z',
          operatorName: 'Ana Admin',
          before: stored,
          after: body,
        },
      ];
      stored = body;
      return json(response, 200, stored);
    }
    if (request.url === PATH) return json(response, 200, stored);
    if (request.url === '/api/backoffice/settings/history/shippingSettings/1')
      return json(response, 200, { changes: history });
    return json(response, 404, { type: 'ERROR', message: 'not here' });
  });
});
afterAll(async () => server?.close());

describe("a brand's shipping settings (issue 48)", () => {
  it('shows every problem at once in the console’s language, then saves the brand’s settings and lists the change', async () => {
    await i18n.loadNamespaces(['settings', 'backoffice']);
    await renderUi(
      <QueryClientProvider client={new QueryClient()}>
        <ShippingSettingsSection brandId={1} brandName="Corre Brasil" />
      </QueryClientProvider>,
      { language: 'pt' },
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Envio (Correios) de Corre Brasil' }, { timeout: 15000 });
    expect(within(form).getByRole('combobox', { name: 'Quando emitir o código' })).toHaveDisplayValue(
      'Ao abrir o protocolo',
    );
    const days = within(form).getByRole('textbox', { name: 'Validade do código (dias para postar)' });
    await user.clear(days);
    await user.type(days, '4');
    const weight = within(form).getByRole('textbox', { name: 'Peso (g)' });
    await user.clear(weight);
    await user.type(weight, '40000');
    // A centre half filled: what it lacks is named under each field.
    await user.type(within(form).getByRole('textbox', { name: 'Nome' }), 'CD Corre');
    await user.type(within(form).getByRole('textbox', { name: 'CEP' }), '0131');
    await user.type(within(form).getByRole('textbox', { name: 'Instruções de devolução (Português)' }), 'Leve à loja');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await within(form).findByText('Use um número inteiro de dias entre 5 e 90.')).toBeInTheDocument();
    expect(within(form).getByText('Use um número inteiro entre 1 e 30000.')).toBeInTheDocument();
    expect(within(form).getByText('Informe os 8 dígitos do CEP.')).toBeInTheDocument();
    expect(within(form).getByText('Informe os 14 dígitos do CNPJ.')).toBeInTheDocument();
    expect(within(form).getByText('Informe a sigla do estado com duas letras (ex.: SP).')).toBeInTheDocument();
    // Street, number, district and city, and the instructions in English and Spanish.
    expect(within(form).getAllByText('Campo obrigatório.')).toHaveLength(6);
    expect(puts).toEqual([]);

    await user.clear(days);
    await user.type(days, '15');
    await user.clear(weight);
    await user.type(weight, '800');
    const typeIn = async (name: string, text: string) => {
      const box = within(form).getByRole('textbox', { name });
      await user.clear(box);
      await user.type(box, text);
    };
    await typeIn('CEP', '01310-100');
    await typeIn('CNPJ', '12.345.678/0001-99');
    await typeIn('Logradouro', 'Av. Paulista');
    await typeIn('Número', '1000');
    await typeIn('Bairro', 'Bela Vista');
    await typeIn('Cidade', 'São Paulo');
    await typeIn('UF', 'sp');
    await typeIn('Instruções de devolução (English)', 'Take it to the shop');
    await typeIn('Instruções de devolução (Español)', 'Llévelo a la tienda');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Quando emitir o código' }),
      'Na aprovação do protocolo',
    );
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Alterações salvas.', {}, { timeout: 15000 })).toHaveAttribute(
      'role',
      'status',
    );
    expect(puts).toEqual([
      {
        ...SHIPPING_SETTINGS_DEFAULTS,
        issueAt: 'approval',
        validityDays: 15,
        weightGrams: 800,
        returnsCentre: {
          name: 'CD Corre',
          document: '12345678000199',
          cep: '01310100',
          street: 'Av. Paulista',
          number: '1000',
          complement: null,
          district: 'Bela Vista',
          city: 'São Paulo',
          uf: 'SP',
          phone: null,
          email: null,
        },
        returnInstructions: { pt: 'Leve à loja', en: 'Take it to the shop', es: 'Llévelo a la tienda' },
      },
    ]);
    const log = await screen.findByRole('region', { name: 'Histórico do envio' });
    expect(
      await within(log).findByText(
        'Quando emitir o código: Ao abrir o protocolo → Na aprovação do protocolo',
        {},
        {
          timeout: 15000,
        },
      ),
    ).toBeInTheDocument();
    expect(within(log).getByText('Centro de devoluções · CEP: (vazio) → 01310100')).toBeInTheDocument();
  });
});
