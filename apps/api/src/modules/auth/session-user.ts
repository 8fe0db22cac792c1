import { joinPhone } from '@portal/domain';
import type { ConsumerRow, OrderRow } from './repo';

/** Spec §3 'Session user'. Values the records do not hold are null rather than invented. */
export interface SessionUser {
  email: string | null;
  /** The consumer's phone: digits with country code, e.g. '5511987654321'. */
  phone: string | null;
  /** Digits only. */
  cpf: string | null;
  nome: string;
  /** The contact phone of the most recent order at this brand, digits with country code. */
  telefone: string | null;
  address: {
    cep: string | null;
    endereco: string | null;
    numero: string | null;
    complemento: string | null;
    bairro: string | null;
    cidade: string | null;
    uf: string | null;
  };
}

/** The customer as the portal shows them: the consumer record, completed by their most recent order at the brand. */
export function toSessionUser(consumer: ConsumerRow, latestOrder: OrderRow | undefined): SessionUser {
  const order = latestOrder;
  const orderPhone = order?.phoneNumber
    ? joinPhone({ ddi: order.phoneDdi, ddd: order.phoneDdd, number: order.phoneNumber })
    : null;
  return {
    email: consumer.email ?? order?.email ?? null,
    phone: consumer.phone ?? null,
    cpf: consumer.cpf ?? order?.cpf ?? null,
    nome: consumer.name,
    telefone: orderPhone ?? consumer.phone ?? null,
    address: {
      cep: order?.cep ?? null,
      endereco: order?.street ?? null,
      numero: order?.streetNumber ?? null,
      complemento: order?.complement ?? null,
      bairro: order?.district ?? null,
      cidade: order?.city ?? null,
      uf: order?.uf ?? null,
    },
  };
}
