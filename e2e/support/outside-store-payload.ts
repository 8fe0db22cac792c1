/**
 * The payload of a protocol for a purchase outside the online store, opened through the API by the console specs:
 * built from the API tests' own builders (apps/api/src/modules/protocols/test-payload.ts), so the buyer data and the
 * outside-store item are written once for both.
 */
import { ORIGIN, saoPauloDateKey } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { anaGeneral, consentFor, outsideStoreItem } from '../../apps/api/src/modules/protocols/test-payload';
import type { BrandId } from './env';

/**
 * An outside-store refund (reason 16 'size did not fit', desire 3) bought yesterday, with Ana's buyer data and the
 * account the refund is paid into; `observation` is what she wrote in 'Algo a acrescentar?'.
 */
export function outsideStorePayload(
  BRAND: BrandId,
  observation = 'Comprei na loja do shopping.',
): Record<string, unknown> {
  return {
    // The terms accepted, naming the brand's policy link (R9, ADR 0074).
    ...consentFor(BRAND),
    // Ana's buyer data, typed by the agent: no order address to keep.
    ...anaGeneral({ origem: ORIGIN.SAC, marcaCodigo: BRAND, cli_enddes: '', cli_endseqdes: '' }),
    // A refund of a shop purchase is paid into the account given (issue 46).
    ban_codigo: '341',
    cli_agencia: '1234',
    cli_conta: '45678-9',
    cli_chavepix: DEMO.ana.email,
    items: [
      outsideStoreItem(saoPauloDateKey(new Date(Date.now() - 86_400_000)), {
        produtoNome: 'Tênis de corrida',
        produtoValor: 29990,
        motivoCodigo: 16,
        smotivoCodigo: 162,
        desejoCodigo: 3,
        motivoGatilho: 'E',
        gradeCodigo: '',
        tamanhoTroca: '',
        corTroca: '',
        filialCodigo: 1,
        numeroNF: '12345678901234',
        quantidadeNF: 1,
        qtdDevolucao: 1,
        observacao: observation,
        prt_valor_bonus: 0,
        prt_sit_bonus: 'N',
        motivooperador: 'N',
        cidadeLoja: 'São Paulo',
      }),
    ],
  };
}
