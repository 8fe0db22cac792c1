/**
 * Helpers of the privacy API tests: a shopper with a row in every table that holds personal data (order, closed
 * protocol with items, history, photo and invoice, refund with bank data, wallet movements, coupon, messages,
 * sign-in), so that 'everything of mine, nothing of hers' can be checked over the whole schema.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { STATUS } from '@portal/domain';
import {
  attachments,
  consumers,
  coupons,
  desires,
  notificationOutbox,
  orderLines,
  orders,
  outbox,
  privacyExports,
  protocolHistory,
  protocolItems,
  protocolRefunds,
  protocols,
  signInEvents,
} from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { appendMovement, lockAccount } from '../wallet/ledger';
import { hashToken } from './export-service';
import { zipArchive } from './zip';

/** A valid CPF from nine digits (the two check digits computed). */
export function cpfFrom(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

export interface TestShopper {
  consumerId: number;
  protocolId: number;
  orderId: number;
  photoStoredName: string;
  invoiceStoredName: string;
  /** Every personal value of hers, as stored: no table may hold one after her erasure. */
  values: {
    name: string;
    cpf: string;
    email: string;
    phone: string;
    street: string;
    bankAccount: string;
    pixKey: string;
  };
}

/**
 * The shopper `tag` ('a', 'b'…): similar to every other one (same shapes, same brand), different values. Her wallet
 * is credited and spent back to zero, so she can be erased; her protocol is closed (Finished).
 */
export async function addShopper(t: TestApp, tag: string, serial: number): Promise<TestShopper> {
  const db = t.database.db;
  const now = t.clock.now();
  const values = {
    name: `Joana Privacidade ${tag.toUpperCase()}${serial}`,
    cpf: cpfFrom(`${serial}`.padStart(3, '7') + '123456'),
    email: `joana.lgpd.${tag}${serial}@example.com`,
    phone: `55219876500${String(serial).padStart(2, '0')}`,
    street: `Rua das Acacias ${tag.toUpperCase()}${serial}`,
    bankAccount: `98${serial}765-4`,
    pixKey: `joana.pix.${tag}${serial}@example.com`,
  };
  const [consumer] = await db
    .insert(consumers)
    .values({
      name: values.name,
      cpf: values.cpf,
      email: values.email,
      phone: values.phone,
      bankCode: '001',
      bankAgency: '1234',
      bankAccount: values.bankAccount,
      pixKey: values.pixKey,
    })
    .returning({ id: consumers.id });
  const consumerId = consumer!.id;
  const address = {
    cep: '20040002',
    street: values.street,
    streetNumber: '100',
    complement: `Apto ${serial}`,
    district: 'Centro',
    city: 'Rio de Janeiro',
    uf: 'RJ',
  };
  const [order] = await db
    .insert(orders)
    .values({
      consumerId,
      companyCode: 1,
      orderCode: `LGPD-${tag}-${serial}`,
      paymentType: 6,
      totalCents: 19_990,
      orderedAt: new Date(now.getTime() - 20 * 86_400_000),
      origin: 'eComm',
      cpf: values.cpf,
      customerName: values.name,
      email: values.email,
      phoneDdi: '55',
      phoneDdd: values.phone.slice(2, 4),
      phoneNumber: values.phone.slice(4),
      ...address,
    })
    .returning({ id: orders.id });
  const [line] = await db
    .insert(orderLines)
    .values({
      orderId: order!.id,
      invoiceNumber: `NF${serial}`,
      invoiceSeq: 9000 + serial,
      itemSeq: 1,
      productCode: 'P-LGPD',
      productName: 'Camiseta',
      productModel: 'M-LGPD',
      gridCode: 'G',
      size: 'M',
      colourName: 'Azul',
      grossCents: 19_990,
      imageUrl: '/img/p.png',
    })
    .returning({ id: orderLines.id });
  const [desire] = await db.select().from(desires).limit(1);
  const [protocol] = await db
    .insert(protocols)
    .values({
      brandId: 1,
      consumerId,
      statusId: STATUS.FINISHED,
      reasonId: desire!.reasonId,
      desireId: desire!.id,
      trigger: desire!.trigger,
      contactType: 1,
      origin: 'ecom',
      cpf: values.cpf,
      name: values.name,
      email: values.email,
      phoneDdi: '55',
      phoneDdd: values.phone.slice(2, 4),
      phoneNumber: values.phone.slice(4),
      ...address,
      bankCode: '001',
      bankAgency: '1234',
      bankAccount: values.bankAccount,
      pixKey: values.pixKey,
      createdAt: new Date(now.getTime() - 10 * 86_400_000),
    })
    .returning({ id: protocols.id });
  const protocolId = protocol!.id;
  await db.insert(protocolItems).values({
    protocolId,
    orderLineId: line!.id,
    position: 1,
    productCode: 'P-LGPD',
    productName: 'Camiseta',
    colourName: 'Azul',
    size: 'M',
    unitCents: 19_990,
    reasonId: desire!.reasonId,
    desireId: desire!.id,
    trigger: desire!.trigger,
    observation: `Chegou rasgada, ligar para ${values.phone}`,
  });
  await db.insert(protocolHistory).values([
    { protocolId, statusId: STATUS.OPENED, happenedAt: new Date(now.getTime() - 10 * 86_400_000) },
    {
      protocolId,
      statusId: STATUS.FINISHED,
      happenedAt: new Date(now.getTime() - 5 * 86_400_000),
      note: `Contato alterado para ${values.email}`,
    },
  ]);
  await db.insert(protocolRefunds).values({
    protocolId,
    brandId: 1,
    consumerId,
    paymentType: 3,
    valueCents: 19_990,
    bankCode: '001',
    bankAgency: '1234',
    bankAccount: values.bankAccount,
    pixKey: values.pixKey,
    // Paid: a refund still being paid blocks the erasure (ADR 0071), and the tests erase this shopper.
    status: 'paid',
  });

  const photoStoredName = `lgpd-photo-${tag}${serial}.jpg`;
  const invoiceStoredName = `lgpd-invoice-${tag}${serial}.pdf`;
  for (const [storedName, isInvoice, bytes] of [
    [photoStoredName, false, Buffer.from(`photo of ${values.name}`)],
    [invoiceStoredName, true, Buffer.from(`%PDF invoice ${serial}`)],
  ] as const) {
    const temp = await t.app.uploadStorage.saveTemp(Readable.from([bytes]));
    await t.app.uploadStorage.commit(temp, storedName);
    await db.insert(attachments).values({
      protocolId,
      isInvoice,
      originalName: `${values.name} ${isInvoice ? 'nota' : 'foto'}.${isInvoice ? 'pdf' : 'jpg'}`,
      storedName,
      mimeType: isInvoice ? 'application/pdf' : 'image/jpeg',
      sizeBytes: bytes.length,
    });
  }

  await db.transaction(async (tx) => {
    const owner = { consumerId, brandId: 1 };
    const description = { pt: 'Vale-troca', en: 'Store credit', es: 'Vale' };
    await appendMovement(
      tx,
      await lockAccount(tx, owner),
      {
        operation: 'Credit',
        entryType: 'V',
        kind: 'voucher',
        valueCents: 5_000,
        originalPaymentType: 6,
        description,
        protocolId,
      },
      now,
    );
    await appendMovement(
      tx,
      await lockAccount(tx, owner),
      {
        operation: 'Debit',
        entryType: 'V',
        kind: 'purchase',
        valueCents: 5_000,
        originalPaymentType: null,
        description,
      },
      now,
    );
  });
  await db.insert(coupons).values({
    code: `LGPD${tag}${serial}`.toUpperCase(),
    consumerId,
    brandId: 1,
    campaign: 'Volte sempre',
    discountPercent: 10,
    createdAt: now,
    validUntil: '2099-01-01',
    status: 'Ativo',
  });
  await db.insert(notificationOutbox).values({
    protocolId,
    brandId: 1,
    channel: 'email',
    recipient: values.email,
    recipientMasked: 'j***@example.com',
    lang: 'pt',
    subject: 'Protocolo finalizado',
    text: `Olá, ${values.name}: seu protocolo foi finalizado.`,
    dedupeKey: `lgpd-${tag}-${serial}`,
    sentAt: now,
  });
  await db.insert(outbox).values({
    brandId: 1,
    channel: 'email',
    recipientMasked: 'j***@example.com',
    recipient: values.email,
    subject: 'Código',
    text: `Olá ${values.name}`,
    delivery: 'outbox',
  });
  await db.insert(signInEvents).values({
    consumerId,
    brandId: 1,
    channel: 'email',
    deviceClass: 'mobile',
    signedInAt: now,
  });
  return { consumerId, protocolId, orderId: order!.id, photoStoredName, invoiceStoredName, values };
}

/**
 * Every text-like column of every table (information_schema) holding each of `values` (case aside), as
 * 'table.column' per value: the erasure test's proof that nothing of a shopper is left anywhere, including in tables
 * added after this test was written. One statement per column, all values at once.
 */
export async function columnsHolding(t: TestApp, values: string[]): Promise<Map<string, string[]>> {
  const db = t.database.db;
  const result = await db.execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
    order by c.table_name, c.column_name`);
  const columns = (result as unknown as { rows: { table_name: string; column_name: string }[] }).rows;
  const found = new Map<string, string[]>(values.map((value) => [value, []]));
  const list = sql.join(
    values.map((value) => sql`${value.toLowerCase()}`),
    sql`, `,
  );
  for (const { table_name: table, column_name: column } of columns) {
    const hits = await db.execute(sql`
      select v from unnest(array[${list}]::text[]) v
      where exists (select 1 from ${sql.identifier(table)} where strpos(lower(${sql.identifier(column)}::text), v) > 0)`);
    for (const { v } of (hits as unknown as { rows: { v: string }[] }).rows) {
      const original = values.find((value) => value.toLowerCase() === v)!;
      found.get(original)!.push(`${table}.${column}`);
    }
  }
  return found;
}

/** The newest one-time code the dev outbox holds for `to` (tests only: the code is kept outside production). */
export async function lastCodeTo(t: TestApp, to: string): Promise<string> {
  const [row] = await t.database.db
    .select({ code: outbox.code })
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(sql`${outbox.id} desc`)
    .limit(1);
  if (!row?.code) throw new Error('no code sent');
  return row.code;
}

/** A ready export of the shopper's (a tiny ZIP in storage), as if she had confirmed the code: its download token. */
export async function readyExportFor(t: TestApp, consumerId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const storedName = `privacy-export-sample-${randomBytes(4).toString('hex')}.zip`;
  const temp = await t.app.uploadStorage.saveTemp(Readable.from([zipArchive([])]));
  await t.app.uploadStorage.commit(temp, storedName);
  const now = t.clock.now();
  await t.database.db.insert(privacyExports).values({
    consumerId,
    brandId: 1,
    tokenHash: hashToken(token),
    storedName,
    status: 'ready',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return token;
}
