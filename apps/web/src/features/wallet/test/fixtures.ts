import type { ServerResponse } from 'node:http';
import type { CouponsCampaignResponse, DiscountCoupon, WalletMovement, WalletTotals } from '@portal/domain';
import { json, type RecordedRequest } from '../../../test/test-server';

/**
 * A movement as the API sends it (ADR 0053: integer cents, ISO instants); fields not given are those of a money credit
 * of R$ 49,90 at 20/11/2026 15:20 in São Paulo.
 */
export function movement(overrides: Partial<WalletMovement> = {}): WalletMovement {
  return {
    MOV_ID: 1,
    MOV_DATA: '2026-11-20T18:20:00.000Z',
    VCO_IDVTEX: 'GC-5T9Z2-7710',
    TCM_CODIGO: null,
    PRT_ID: null,
    DESC_OPER: 'Crédito de cortesia pelo atraso na entrega',
    PED_CODIGO: null,
    TIP_PGTO_ORIG: null,
    TRANS_OPER: 'Credit',
    MOV_TIPO_LAN: 'V',
    VALUE: 4990,
    SALDO_TOTAL: 4990,
    CON_ID: 1,
    MAR_ID: 1,
    ...overrides,
  };
}

export function coupon(overrides: Partial<DiscountCoupon> = {}): DiscountCoupon {
  return {
    TCM_CODIGO: 'CUPOM-ATIVO-10',
    TIC_CAMPANHA: 'Troca Premiada',
    TIC_DESCONTO: 10,
    TCM_DTCRIACAO: '2026-11-20T18:20:00.000Z',
    TCM_DTVALIDADE: '2026-12-20',
    TCC_STATUS: 'Ativo',
    PED_DTSIS: null,
    PED_NUMCLI: null,
    ...overrides,
  };
}

/** The totals of a wallet holding these integer cents on the card, Pix and not refundable. */
export function totals(cardCents: number, pixCents: number, otherCents = 0): WalletTotals {
  const balance = cardCents + pixCents + otherCents;
  return {
    VALOR_VALE_COMPRAS_CREDITADO: balance,
    VALOR_VALE_COMPRAS_DEBITADO: 0,
    SALDO_TOTAL: balance,
    SALDO_POR_TIPO_PGTO: [
      { TIP_PGTO_ORIG: 6, SALDO: cardCents },
      { TIP_PGTO_ORIG: 11, SALDO: pixCents },
    ],
  };
}

export interface Answer {
  status: number;
  body: unknown;
}

/** What the fake wallet API answers; tests change it between steps. */
export interface WalletApiState {
  totals: WalletTotals | 'fail';
  movements: WalletMovement[];
  /** When set, the first statement page ends with this cursor and the next page holds `olderMovements`. */
  nextCursor?: string;
  olderMovements?: WalletMovement[];
  coupons: DiscountCoupon[];
  campaign: CouponsCampaignResponse;
  /** The answer to POST giftcards/refund, or a function of the request. */
  refund: (request: RecordedRequest) => Answer | Promise<Answer>;
  acceptCoupon: (request: RecordedRequest) => Answer | Promise<Answer>;
  settings: Record<string, unknown>;
  /** The shopper's record (GET /returns/consumers): the Pix key a Pix refund is offered. */
  consumer: { CON_ID: number; CON_CPF: string | null; CLI_CHAVEPIX: string | null };
  /** GET /returns/wallet/b2c/giftcard: the code for the brand's VTEX checkout (issue 49). */
  giftCard: { redemptionCode: string; shopUrl: string } | null;
}

export function walletApiState(): WalletApiState {
  return {
    totals: totals(6000, 4000, 1990),
    giftCard: { redemptionCode: 'K7QM-2XHT-9PWD-R4NC', shopUrl: 'https://loja.example.com' },
    movements: [
      movement({
        MOV_ID: 3,
        TRANS_OPER: 'Debit',
        VALUE: 2000,
        SALDO_TOTAL: 11990,
        DESC_OPER: 'Compra no pedido 4820480',
        PED_CODIGO: '4820480',
      }),
      movement({
        MOV_ID: 2,
        // 01:30 UTC on the 21st is still the 20th in São Paulo.
        MOV_DATA: '2026-11-21T01:30:00.000Z',
        VALUE: 4000,
        SALDO_TOTAL: 13990,
        PRT_ID: 100003,
        TIP_PGTO_ORIG: 11,
        DESC_OPER: 'Vale-compras do protocolo 100003',
      }),
      movement({ MOV_ID: 1, VALUE: 9990, SALDO_TOTAL: 9990, MOV_TIPO_LAN: 'B', DESC_OPER: 'Bônus' }),
    ],
    coupons: [
      coupon(),
      coupon({
        TCM_CODIGO: 'CUPOM-USADO-10',
        TCC_STATUS: 'Utilizado',
        PED_NUMCLI: '4818950',
        PED_DTSIS: '2026-09-01T13:00:00.000Z',
      }),
    ],
    campaign: {
      couponsCampaign: [{ TIC_CODIGO: 1, TIC_DESCONTO: 10 }],
      couponOffer: { available: true, reason: 'ok' },
    },
    refund: () => ({
      status: 201,
      body: {
        message: 'Reembolso gerado com sucesso',
        refund: {
          REF_ID: 9,
          VALOR: 1234,
          TIP_PGTO: 11,
          SALDO_TIPO_APOS: 2766,
          SALDO_TOTAL_APOS: 10756,
          commit: true,
        },
      },
    }),
    acceptCoupon: () => ({
      status: 201,
      body: { message: 'Cupom gerado', discountCoupons: [coupon({ TCM_CODIGO: 'CUPOM-NOVO-10' })] },
    }),
    settings: {
      SCO_VAL_ENTREGA: 'S',
      SCO_QTD_CUPOM: 2,
      SCO_VAL_CUPOM: 30,
      SCO_MSG_CUPOM: null,
      SCO_MSG_CUPOM_INST: null,
      SCO_MSG_COMPRAS: 'Use seu saldo na loja.',
      SCO_MSG_ESTORNO: null,
    },
    consumer: { CON_ID: 1, CON_CPF: '52998224725', CLI_CHAVEPIX: '52998224725' },
  };
}

/** The wallet calls of the contract, answered from `state`. */
export function walletApi(state: () => WalletApiState) {
  return async (request: RecordedRequest, response: ServerResponse): Promise<void> => {
    const [path = '', search = ''] = request.url.split('?');
    const current = state();
    if (path === '/api/returns/wallet/b2c/total') {
      if (current.totals === 'fail') return json(response, 500, { type: 'ERROR', message: 'Falha no saldo' });
      return json(response, 200, { totalTransactions: current.totals });
    }
    if (path === '/api/returns/wallet/b2c/giftcard') {
      return json(response, 200, { giftCard: current.giftCard });
    }
    if (path === '/api/returns/wallet/b2c') {
      const cursor = new URLSearchParams(search).get('cursor');
      if (cursor && cursor === current.nextCursor) {
        return json(response, 200, { wallet: current.olderMovements ?? [], nextCursor: null });
      }
      return json(response, 200, { wallet: current.movements, nextCursor: current.nextCursor ?? null });
    }
    if (path === '/api/returns/wallet/b2c/coupons' && request.method === 'GET') {
      return json(response, 200, { discountCoupons: current.coupons });
    }
    if (path === '/api/returns/wallet/b2c/coupons' && request.method === 'POST') {
      const answer = await current.acceptCoupon(request);
      return json(response, answer.status, answer.body);
    }
    if (path === '/api/returns/wallet/b2c/coupons-campaign') return json(response, 200, current.campaign);
    if (path === '/api/returns/giftcards/refund') {
      const answer = await current.refund(request);
      return json(response, answer.status, answer.body);
    }
    if (path === '/api/returns/settings/b2c') return json(response, 200, { settings: [current.settings] });
    if (path === '/api/returns/consumers') {
      const record = { BAN_CODIGO: null, CLI_AGENCIA: null, CLI_CONTA: null, ...current.consumer };
      return json(response, 200, { consumers: [record] });
    }
    return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  };
}
