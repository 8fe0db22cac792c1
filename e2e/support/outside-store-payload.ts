/** The payload of a protocol for a purchase outside the online store, opened through the API by the console specs. */
import { CONTACT_TYPE, DEFAULT_DDI, ORIGIN, saoPauloDateKey, splitPhone } from '@portal/domain';
import { seededPolicyUrl } from '../../apps/api/src/db/seed/brands';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import type { BrandId } from './env';

/**
 * An outside-store refund (reason 16 'size did not fit', desire 3) bought yesterday, with Ana's buyer data and the
 * account the refund is paid into; `observation` is what she wrote in 'Algo a acrescentar?'.
 */
export function outsideStorePayload(
  BRAND: BrandId,
  observation = 'Comprei na loja do shopping.',
): Record<string, unknown> {
  const phone = splitPhone(DEMO.ana.phone);
  return {
    origem: ORIGIN.SAC,
    marcaCodigo: BRAND,
    nomeCliente: DEMO.ana.name,
    cpfCliente: DEMO.ana.cpf,
    emailCliente: DEMO.ana.email,
    telefoneCliente: phone.number,
    dddCliente: phone.ddd,
    ddiCliente: phone.ddi || DEFAULT_DDI,
    cepCliente: DEMO.ana.cep,
    enderecoCliente: 'Avenida Paulista',
    numeroEndrCliente: '1000',
    bairroCliente: 'Bela Vista',
    cidadeCliente: 'São Paulo',
    UFCliente: 'SP',
    complementoEndrCliente: 'Apto 82',
    // The terms accepted, naming the brand's policy link (R9, ADR 0074).
    termosAceitos: true,
    termosLink: seededPolicyUrl(BRAND),
    tipo_contato: CONTACT_TYPE.ECOMM,
    cli_enddes: '',
    cli_endseqdes: '',
    // A refund of a shop purchase is paid into the account given (issue 46).
    ban_codigo: '341',
    cli_agencia: '1234',
    cli_conta: '45678-9',
    cli_chavepix: DEMO.ana.email,
    items: [
      {
        itemDevolucao: 1,
        agrupador: 1,
        produtoCodigo: '',
        produtoNome: 'Tênis de corrida',
        produtoCor: 'Azul',
        produtoValor: 29990,
        motivoCodigo: 16,
        smotivoCodigo: 162,
        desejoCodigo: 3,
        motivoGatilho: 'E',
        motivoNome: 'Motivo',
        desejoNome: 'Desejo',
        gradeCodigo: '',
        gradeTamanho: '40',
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
        nomeLoja: 'Loja Centro',
        cidadeLoja: 'São Paulo',
        dataCompraLoja: saoPauloDateKey(new Date(Date.now() - 86_400_000)),
      },
    ],
  };
}
