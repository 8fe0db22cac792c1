/**
 * The export's readable copy (issue 46): one CSV beside the JSON documents, in the shopper's language, with the values
 * as people write them (CPF, CEP, phone, R$, São Paulo dates, the bank by name, statuses by name). The JSON keeps the
 * stored values for a machine; this is the one a person opens in a spreadsheet. Three columns: area, what, value.
 */
import {
  formatCep,
  formatCpf,
  formatDateTime,
  formatMoney,
  formatPhone,
  formatShortDate,
  statusName,
  type Language,
} from '@portal/domain';
import { csvDocument } from '../backoffice/reports';
import type { Holdings } from './holdings';

type Texts = Record<Language, string>;

const L = {
  header: {
    pt: ['Área', 'Dado', 'Valor'],
    en: ['Area', 'Item', 'Value'],
    es: ['Área', 'Dato', 'Valor'],
  },
  identity: { pt: 'Identificação', en: 'Identification', es: 'Identificación' },
  name: { pt: 'Nome', en: 'Name', es: 'Nombre' },
  cpf: { pt: 'CPF', en: 'CPF', es: 'CPF' },
  since: { pt: 'Cadastro desde', en: 'Registered since', es: 'Registro desde' },
  contacts: { pt: 'Contatos', en: 'Contacts', es: 'Contactos' },
  email: { pt: 'E-mail', en: 'E-mail', es: 'Correo electrónico' },
  phone: { pt: 'Telefone', en: 'Phone', es: 'Teléfono' },
  bank: { pt: 'Dados bancários e Pix', en: 'Bank details and Pix', es: 'Datos bancarios y Pix' },
  bankName: { pt: 'Banco', en: 'Bank', es: 'Banco' },
  agency: { pt: 'Agência', en: 'Branch', es: 'Agencia' },
  account: { pt: 'Conta', en: 'Account', es: 'Cuenta' },
  pix: { pt: 'Chave Pix', en: 'Pix key', es: 'Clave Pix' },
  addresses: { pt: 'Endereços', en: 'Addresses', es: 'Direcciones' },
  address: { pt: 'Endereço', en: 'Address', es: 'Dirección' },
  orders: { pt: 'Pedidos', en: 'Orders', es: 'Pedidos' },
  order: { pt: 'Pedido {n}', en: 'Order {n}', es: 'Pedido {n}' },
  protocols: { pt: 'Protocolos', en: 'Protocols', es: 'Protocolos' },
  protocol: { pt: 'Protocolo {n}', en: 'Protocol {n}', es: 'Protocolo {n}' },
  wallet: { pt: 'Carteira', en: 'Wallet', es: 'Billetera' },
  credit: { pt: 'Crédito', en: 'Credit', es: 'Crédito' },
  debit: { pt: 'Débito', en: 'Debit', es: 'Débito' },
  balance: { pt: 'Saldo', en: 'Balance', es: 'Saldo' },
  coupons: { pt: 'Cupons', en: 'Coupons', es: 'Cupones' },
  validUntil: { pt: 'válido até', en: 'valid until', es: 'válido hasta' },
  signIns: { pt: 'Acessos', en: 'Sign-ins', es: 'Accesos' },
  reads: { pt: 'Consultas da equipe', en: 'Staff reads', es: 'Consultas del equipo' },
  agent: { pt: 'Atendente da {brand}', en: '{brand} support agent', es: 'Agente de atención de {brand}' },
  admin: { pt: 'Administrador da {brand}', en: '{brand} administrator', es: 'Administrador de {brand}' },
  protocol_view: { pt: 'abriu o protocolo {n}', en: 'opened protocol {n}', es: 'abrió el protocolo {n}' },
  file_download: {
    pt: 'baixou um arquivo do protocolo {n}',
    en: 'downloaded a file of protocol {n}',
    es: 'descargó un archivo del protocolo {n}',
  },
  search: {
    pt: 'buscou pelo seu CPF ou e-mail e viu o protocolo {n}',
    en: 'searched for your CPF or e-mail and saw protocol {n}',
    es: 'buscó tu CPF o correo electrónico y vio el protocolo {n}',
  },
} satisfies Record<string, Texts | Record<Language, string[]>>;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The readable CSV of `holdings` in `lang` (UTF-8 with BOM, ';', CRLF, as the console's report). */
export function readableExport(holdings: Holdings, lang: Language): string {
  const t = (key: Exclude<keyof typeof L, 'header'>, values: Record<string, string | number> = {}) =>
    fill(L[key][lang], values);
  const brand = (id: number | null) => (id === null ? '' : (holdings.brandNames.get(id) ?? String(id)));
  const { consumer } = holdings;
  const rows: (string | number)[][] = [L.header[lang]];
  const add = (area: string, item: string, value: string | null | undefined) => {
    if (value) rows.push([area, item, value]);
  };

  add(t('identity'), t('name'), consumer.name);
  add(t('identity'), t('cpf'), formatCpf(consumer.cpf));
  add(t('identity'), t('since'), formatShortDate(consumer.createdAt));
  add(t('contacts'), t('email'), consumer.email);
  add(t('contacts'), t('phone'), formatPhone(consumer.phone));
  const bankName = [consumer.bankCode, holdings.bankName].filter(Boolean).join(' — ');
  add(t('bank'), t('bankName'), bankName);
  add(t('bank'), t('agency'), consumer.bankAgency);
  add(t('bank'), t('account'), consumer.bankAccount);
  add(t('bank'), t('pix'), consumer.pixKey);

  const addresses = new Set<string>();
  for (const row of [...holdings.orders, ...holdings.protocols]) {
    const street = [row.street, row.streetNumber, row.complement, row.district].filter(Boolean).join(', ');
    if (!street && !row.cep) continue;
    addresses.add(`${street} — ${row.city ?? ''}/${row.uf ?? ''} — ${formatCep(row.cep)}`);
  }
  for (const address of addresses) add(t('addresses'), t('address'), address);

  for (const order of holdings.orders) {
    const value = [formatShortDate(order.orderedAt), brand(order.brandId), formatMoney(order.totalCents)];
    add(t('orders'), t('order', { n: order.orderCode }), value.filter(Boolean).join(' — '));
  }
  for (const protocol of holdings.protocols) {
    const value = [formatShortDate(protocol.createdAt), brand(protocol.brandId), statusName(protocol.statusId, lang)];
    add(t('protocols'), t('protocol', { n: protocol.id }), value.filter(Boolean).join(' — '));
  }
  for (const row of holdings.walletMovements) {
    const operation = row.operation === 'Credit' ? t('credit') : t('debit');
    const value = [brand(row.brandId), formatMoney(row.valueCents), row.description].filter(Boolean).join(' — ');
    add(t('wallet'), `${formatDateTime(row.movedAt)} ${operation}`, value);
  }
  for (const row of holdings.walletAccounts)
    add(t('wallet'), t('balance'), `${brand(row.brandId)} — ${formatMoney(row.balanceCents)}`);
  for (const row of holdings.coupons) {
    const value = `${row.discountPercent}% — ${t('validUntil')} ${formatShortDate(String(row.validUntil))} — ${row.status}`;
    add(t('coupons'), `${brand(row.brandId)} — ${row.campaign}`, value);
  }
  for (const row of holdings.signIns) {
    add(
      t('signIns'),
      formatDateTime(row.signedInAt),
      `${brand(row.brandId)} — ${row.channel === 'sms' ? 'SMS' : t('email')}`,
    );
  }
  for (const read of holdings.operatorReads) {
    const who = t(read.role, { brand: brand(read.brandId) });
    add(t('reads'), formatDateTime(read.at), `${who} ${t(read.what, { n: read.protocolId ?? '' })}`.trim());
  }
  return csvDocument(rows);
}
