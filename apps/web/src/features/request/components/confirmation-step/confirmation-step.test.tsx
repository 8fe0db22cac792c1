import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toSelectedItem } from '@portal/domain';
import type { BuyerStepValues } from '../../lib/buyer-values';
import { bankSlipRefundItem, DEFAULT_BANK, orderLine, sizeExchangeItem, voucherItem } from '../../test/fixtures';
import { renderRequest } from '../../test/render-request';
import { ConfirmationStep, type ConfirmationItem } from './confirmation-step';

const BUYER: BuyerStepValues = {
  cpf: '529.982.247-25',
  nome: 'Ana Paula Souza',
  telefone: '(11) 98765-4321',
  email: 'ana.souza@example.com',
  cep: '01310-100',
  endereco: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Apto 82',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  ...DEFAULT_BANK,
};

let cleanupView: (() => void) | null = null;
afterEach(() => {
  cleanupView?.();
  cleanupView = null;
});

async function renderStep(items: ConfirmationItem[], language: 'pt' | 'en' = 'pt') {
  const view = await renderRequest(
    <ConfirmationStep
      items={items}
      pictures={{}}
      buyer={BUYER}
      isReversal
      banks={[{ BAN_CODIGO: '001', BAN_NOME: 'Banco do Brasil S.A.' }]}
      onSubmit={() => {}}
      terms={{ policyUrl: 'https://corre-brasil.example/politica-de-trocas', accepted: true, invalid: false, onChange: () => {} }}
      submitting={false}
      onCancel={() => {}}
    />,
    { language },
  );
  cleanupView = view.cleanup;
}

/** The leggings of desire 5 with the voucher declined: the refund. */
function declinedVoucherItem() {
  const taken = voucherItem();
  return toSelectedItem(
    orderLine({
      FAT_SEQUENCIA: 517311,
      ITE_SEQUENCIA: 2,
      PRO_CODIGO: '500501',
      PRO_NOME: 'Legging Compressão',
      NUMERONF: '231688',
      PED_TIPOPGTO: 7,
      ITE_VALBRUTO: 18990,
    }),
    {
      reason: { ASS_ID: 16, ASS_NOME: 'Tamanho não serviu', CTO_ID: 5, ASS_EXIGE_IMG: 'N', ASS_MOT_OPE: 'N' },
      subReason: { SMOT_ID: 161, SMOT_NOME: 'Ficou pequeno' },
      desire: {
        MOT_ID: taken.desejoCodigo,
        MOT_NOME: taken.desejoNome,
        MOT_GATILHO: 'C',
        MOT_TAMANHO: 'N',
        MOT_COR: 'N',
        MOT_ESTORNO: 'S',
        MOT_VALE_COMPRAS: 'S',
      },
      bank: DEFAULT_BANK,
    },
  );
}

describe('ConfirmationStep: one request, several protocols (ADR 0030)', () => {
  it('says the request becomes two protocols when a refund and a voucher are confirmed together', async () => {
    await renderStep([bankSlipRefundItem(), voucherItem()]);
    const notice = screen.getByTestId('split-notice');
    expect(notice).toHaveTextContent('A sua solicitação vai virar 2 protocolos');
    expect(notice).toHaveTextContent(/itens com destinos diferentes .* ficam em protocolos separados/);
    expect(screen.getByText('Protocolo 1 de 2')).toBeInTheDocument();
    expect(screen.getByText('Protocolo 2 de 2')).toBeInTheDocument();
  });

  it('in English too', async () => {
    await renderStep([bankSlipRefundItem(), voucherItem()], 'en');
    expect(screen.getByTestId('split-notice')).toHaveTextContent('Your request will become 2 protocols');
  });

  it('says nothing of the kind when every item shares its path and invoice', async () => {
    await renderStep([sizeExchangeItem(), sizeExchangeItem({ ITE_SEQUENCIA: 2, PRO_CODIGO: '200202' })]);
    expect(screen.queryByTestId('split-notice')).toBeNull();
    expect(screen.queryByText(/Protocolo 1 de/)).toBeNull();
  });
});

describe('ConfirmationStep: the resolution chosen (issue 23 #7)', () => {
  it('a declined voucher reads as the refund, not as the voucher the desire is named after', async () => {
    await renderStep([declinedVoucherItem()]);
    const card = screen.getByText('Legging Compressão').closest('div')!.parentElement!;
    expect(within(card).getByText('Desejo: Estorno do valor pago')).toBeInTheDocument();
    expect(screen.queryByText(/Vale-compras com bônus em vez do estorno/)).toBeNull();
  });

  it('a taken voucher keeps its name', async () => {
    await renderStep([voucherItem()]);
    expect(screen.getByText('Desejo: Vale-compras com bônus em vez do estorno')).toBeInTheDocument();
  });
});

describe('ConfirmationStep: catalogue names per language (ADR 0032)', () => {
  it("shows the brand's en name on an en page and marks a pt name as pt-BR", async () => {
    const shoe = sizeExchangeItem({
      PRO_NOME: 'Tênis de Corrida Veloz',
      PRO_NOME_SHOWN: { text: 'Veloz Running Shoe', lang: 'en' },
      COR_NOME: 'Azul Royal',
      COR_NOME_SHOWN: { text: 'Azul Royal', lang: 'pt' },
    });
    await renderStep([shoe], 'en');
    const name = screen.getByText('Veloz Running Shoe');
    expect(name.closest('[lang="pt-BR"]')).toBeNull();
    expect(screen.queryByText(/Tênis de Corrida Veloz/)).not.toBeInTheDocument();
    const colour = screen.getByText('Azul Royal');
    expect(colour).toHaveAttribute('lang', 'pt-BR');
    expect(colour).toHaveAttribute('translate', 'no');
    expect(colour.parentElement).toHaveTextContent('Colour: Azul Royal');
  });

  it('marks the stored name as pt-BR for an item stored without the shown names', async () => {
    const {
      produtoNomeShown: _name,
      produtoCorShown: _colour,
      ...older
    } = sizeExchangeItem({
      PRO_NOME: 'Tênis de Corrida Veloz',
    });
    await renderStep([older], 'en');
    expect(screen.getByText('Tênis de Corrida Veloz')).toHaveAttribute('lang', 'pt-BR');
  });
});
