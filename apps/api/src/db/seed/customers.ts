import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { consumers } from '../schema';
import { DEMO } from './demo-logins';
import type { CustomerKey } from './orders-data';

export interface AddressSeed {
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  uf: string;
  /** CLI_ENDDES / CLI_ENDSEQDES of the order system. */
  addressId: string;
  addressSeq: string;
}

export interface CustomerSeed {
  name: string;
  cpf: string;
  email: string | null;
  phone: string;
  bank: { code: string; agency: string; account: string; pixKey: string } | null;
  /** The delivery address copied onto each of the customer's orders. */
  address: AddressSeed;
}

export const CUSTOMERS: Record<CustomerKey, CustomerSeed> = {
  // No saved bank data: a bank-slip refund makes her fill the bank form.
  ana: {
    name: DEMO.ana.name,
    cpf: DEMO.ana.cpf,
    email: DEMO.ana.email,
    phone: DEMO.ana.phone,
    bank: null,
    address: {
      cep: DEMO.ana.cep,
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 82',
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      addressId: 'END001',
      addressSeq: '1',
    },
  },
  // Complete saved bank data: the bank form comes prefilled and locked.
  bruno: {
    name: DEMO.bruno.name,
    cpf: DEMO.bruno.cpf,
    email: DEMO.bruno.email,
    phone: DEMO.bruno.phone,
    bank: DEMO.bruno.bank,
    address: {
      cep: DEMO.bruno.cep,
      street: 'Avenida Afonso Pena',
      number: '1500',
      complement: 'Sala 304',
      district: 'Boa Viagem',
      city: 'Belo Horizonte',
      uf: 'MG',
      addressId: 'END001',
      addressSeq: '1',
    },
  },
  carla: {
    name: DEMO.phoneOnly.name,
    cpf: DEMO.phoneOnly.cpf,
    email: null,
    phone: DEMO.phoneOnly.phone,
    bank: null,
    address: {
      cep: DEMO.phoneOnly.cep,
      street: 'Rua Paulo Areal',
      number: '85',
      complement: 'Casa 2',
      district: 'Barra da Tijuca',
      city: 'Rio de Janeiro',
      uf: 'RJ',
      addressId: 'END001',
      addressSeq: '1',
    },
  },
  // The e2e language walk's shopper: complete data, a card order, nothing else.
  diego: {
    name: DEMO.diego.name,
    cpf: DEMO.diego.cpf,
    email: DEMO.diego.email,
    phone: DEMO.diego.phone,
    bank: null,
    address: {
      cep: DEMO.diego.cep,
      street: 'Avenida Paulista',
      number: '2000',
      complement: null,
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      addressId: 'END001',
      addressSeq: '1',
    },
  },
  // The e2e mixed-request walk's shopper (ADR 0030): complete data, a Pix order and a card order, nothing else.
  elisa: {
    name: DEMO.elisa.name,
    cpf: DEMO.elisa.cpf,
    email: DEMO.elisa.email,
    phone: DEMO.elisa.phone,
    bank: null,
    address: {
      cep: DEMO.elisa.cep,
      street: 'Avenida Paulista',
      number: '1500',
      complement: null,
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      addressId: 'END001',
      addressSeq: '1',
    },
  },
};

/** Inserts the demo customers that are missing (matched by e-mail or phone) and returns every one's CON_ID. */
export async function seedCustomers(db: Database): Promise<Record<CustomerKey, number>> {
  const ids = {} as Record<CustomerKey, number>;
  for (const [key, customer] of Object.entries(CUSTOMERS) as [CustomerKey, CustomerSeed][]) {
    await db
      .insert(consumers)
      .values({
        cpf: customer.cpf,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        bankCode: customer.bank?.code ?? null,
        bankAgency: customer.bank?.agency ?? null,
        bankAccount: customer.bank?.account ?? null,
        pixKey: customer.bank?.pixKey ?? null,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: consumers.id })
      .from(consumers)
      .where(customer.email ? eq(consumers.email, customer.email) : eq(consumers.phone, customer.phone));
    if (!row) throw new Error(`Demo customer ${key} is missing after the seed`);
    ids[key] = row.id;
  }
  return ids;
}
