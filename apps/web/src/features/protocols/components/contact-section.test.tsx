import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProtocolSummary } from '@portal/domain';
import { renderFeature } from '../../../test/render-feature';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { protocolSummary } from '../test/fixtures';
import { ANA } from '../test/render-protocols';
import { ContactSection } from './contact-section';

// The CEP lookup the form asks on blur: one street CEP.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url === '/api/AddressBook/cep/01001000') {
      return json(response, 200, {
        ceps: [{ LOC_NOME: 'São Paulo', UF_CODIGO: 'SP', LOG_NOME: 'Praça da Sé', BAI_NOME: 'Sé' }],
      });
    }
    return json(response, 404, { type: 'WARN', message: 'CEP não encontrado' });
  });
});
afterAll(async () => {
  await server.close();
});

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

async function show(protocol: ProtocolSummary, language: 'pt' | 'en' = 'pt') {
  const view = await renderFeature(<ContactSection protocol={protocol} />, {
    path: '/protocol/100001',
    language,
    namespaces: ['protocols'],
    user: ANA,
  });
  cleanup = view.cleanup;
  return screen.getByTestId('protocol-contact');
}

async function openForm(protocol = protocolSummary({ EDITA_CONTATO: 'S' })) {
  const contact = await show(protocol);
  const user = userEvent.setup();
  await user.click(within(contact).getByRole('button', { name: 'Alterar telefone e endereço' }));
  return { contact, user };
}

describe('the contact section (issue 23)', () => {
  it('says until when the data can be changed, beside the button that changes them', async () => {
    const contact = await show(protocolSummary({ EDITA_CONTATO: 'S' }));
    expect(within(contact).getByRole('button', { name: 'Alterar telefone e endereço' })).toBeTruthy();
    expect(
      within(contact).getByText(/até o código de postagem ser gerado ou o produto chegar para análise/),
    ).toBeTruthy();
  });

  it('after the post object (16): no button, a text that says why, and the address named as the sender’s', async () => {
    const contact = await show(protocolSummary({ SIT_ID: 16, EDITA_CONTATO: 'N', shippingCode: 'LR123456785BR' }));
    expect(within(contact).queryByRole('button')).toBeNull();
    expect(within(contact).getByText(/este protocolo já passou dessa etapa/)).toBeTruthy();
    expect(within(contact).queryByText(/Você pode alterar/)).toBeNull();
    expect(within(contact).getByRole('heading', { name: 'Contato e endereço do remetente' })).toBeTruthy();
    expect(within(contact).getByText('Endereço do remetente')).toBeTruthy();
    expect(within(contact).queryByText('Endereço de coleta')).toBeNull();
  });

  it('a closed protocol says it is closed', async () => {
    const contact = await show(protocolSummary({ SIT_ID: 11, EDITA_CONTATO: 'N' }), 'en');
    expect(
      within(contact).getByText('This protocol is closed: the phone and address can no longer be changed.'),
    ).toBeTruthy();
    expect(within(contact).getByText('Pick-up address')).toBeTruthy();
  });

  it("names each field with a format error and what is wrong, not 'fill in every field'", async () => {
    const { contact, user } = await openForm();
    const phone = within(contact).getByRole('textbox', { name: /Celular/ });
    await user.clear(phone);
    await user.type(phone, '551199');
    await user.click(within(contact).getByRole('button', { name: 'Salvar alterações' }));
    const alert = await within(contact).findByText(/^Corrija os campos:/);
    expect(alert.textContent).toBe('Corrija os campos: Celular — Telefone inválido.');
    expect(within(contact).queryByText('Preencha todos os campos obrigatórios.')).toBeNull();
  });

  it('keeps the required-fields message when only empty fields are wrong', async () => {
    const { contact, user } = await openForm();
    await user.clear(within(contact).getByRole('textbox', { name: /Número/ }));
    await user.click(within(contact).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(contact).findByText('Preencha todos os campos obrigatórios.')).toBeTruthy();
  });

  it('a new street empties the number and the complement typed for the old one, and keeps the district', async () => {
    const { contact, user } = await openForm();
    const street = within(contact).getByRole('textbox', { name: /Endereço/ });
    const complement = () => within(contact).getByRole('textbox', { name: /Complemento/ }) as HTMLInputElement;
    expect(complement().value).toBe('Apto 12');
    // Only spacing changes: the same street, nothing cleared.
    await user.type(street, ' ');
    await user.tab();
    expect(complement().value).toBe('Apto 12');
    await user.clear(street);
    await user.type(street, 'Rua Augusta');
    await user.tab();
    await waitFor(() => expect(complement().value).toBe(''));
    expect((within(contact).getByRole('textbox', { name: /Número/ }) as HTMLInputElement).value).toBe('');
    expect((within(contact).getByRole('textbox', { name: /Bairro/ }) as HTMLInputElement).value).toBe('Bela Vista');
  });

  it("a known CEP fills street and district, and empties the old street's number and complement (issue 46)", async () => {
    const { contact, user } = await openForm();
    const box = (name: RegExp) => within(contact).getByRole('textbox', { name }) as HTMLInputElement;
    const cep = box(/CEP/);
    await user.clear(cep);
    await user.type(cep, '01001000');
    await user.tab();
    await waitFor(() => expect(box(/Endereço/).value).toBe('Praça da Sé'));
    expect(box(/Bairro/).value).toBe('Sé');
    expect(box(/Número/).value).toBe('');
    expect(box(/Complemento/).value).toBe('');
    expect(box(/Cidade/).value).toBe('São Paulo');
  });
});
