/**
 * 'Meus dados' end to end through the API (issue 28), on PGlite and PostgreSQL: the page's data, operator reads,
 * the export (all of mine, none of hers), corrections, the refused and the accepted erasure scanned over every text
 * column of the schema, and the retention jobs on a fake clock. One app for the file; the steps build on each other.
 */
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf, formatNationalPhone, STATUS } from '@portal/domain';
import {
  attachments,
  consumers,
  oneTimeCodes,
  orders,
  outbox,
  protocolRefunds,
  protocols,
  walletMovements,
} from '../../db/schema';
import { callWith } from '../../test/call-with';
import { LogCapture } from '../../test/log-capture';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, moveAs, operatorCookie } from '../backoffice/test-support';
import { readAll } from '../uploads/read-all';
import { appendMovement, lockAccount } from '../wallet/ledger';
import { expectLedgerConsistent } from '../wallet/test-support';
import { EXPORT_FILES_IN_REQUEST, startExport, takeExport } from './export-service';
import { runRetention } from './retention';
import { addShopper, columnsHolding, lastCodeTo, type TestShopper } from './test-support';
import { readStoredZip } from './zip';

const logs = new LogCapture();
let t: TestApp;
let call: ReturnType<typeof callWith>;
let a: TestShopper;
let b: TestShopper;
let cookieA: string;
let cookieB: string;
const NEW_PHONE = '5521987651199';
const NEW_STREET = 'Rua Nova da Privacidade';
const RESEND_MS = 30_000;

beforeAll(async () => {
  t = await createTestApp({ logStream: logs });
  call = callWith(t);
  a = await addShopper(t, 'a', 1);
  b = await addShopper(t, 'b', 2);
  cookieA = await loginAs(t, { email: a.values.email });
  cookieB = await loginAs(t, { email: b.values.email });
});
afterAll(async () => t?.close());

const valuesOf = (shopper: TestShopper) => [
  ...Object.values(shopper.values),
  // Protocols and orders keep the phone as DDD and number.
  shopper.values.phone.slice(4),
];

async function moveBalance(consumerId: number, operation: 'Credit' | 'Debit', cents: number) {
  await t.database.db.transaction(async (tx) => {
    const account = await lockAccount(tx, { consumerId, brandId: 1 });
    const description = { pt: 'Ajuste', en: 'Adjustment', es: 'Ajuste' };
    await appendMovement(
      tx,
      account,
      { operation, entryType: 'V', kind: 'adjustment', valueCents: cents, originalPaymentType: null, description },
      t.clock.now(),
    );
  });
}

describe("GET /api/privacy/me ('Meus dados')", () => {
  it('shows everything held about me, grouped, and nothing of another shopper', async () => {
    const response = await call('GET', '/api/privacy/me', { cookie: cookieA });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me.identity).toEqual({
      name: a.values.name,
      cpf: a.values.cpf,
      cpfMasked: expect.stringMatching(/^\*\*\*\./),
    });
    expect(me.contacts).toEqual({ email: a.values.email, phone: a.values.phone });
    expect(me.addresses).toEqual([expect.objectContaining({ street: a.values.street, cep: '20040002' })]);
    expect(me.bank.accountMasked).toMatch(/^•+-4$/);
    expect(me.bank.pixKeyMasked).not.toContain(a.values.pixKey);
    expect(me.protocols).toEqual([
      expect.objectContaining({ id: a.protocolId, open: false, files: [expect.anything(), expect.anything()] }),
    ]);
    expect(me.wallet.movements).toHaveLength(2);
    expect(me.wallet.coupons).toHaveLength(1);
    expect(me.signIns).toEqual([expect.objectContaining({ channel: 'email', deviceClass: 'mobile' })]);
    expect(me.brands[0].holds).toEqual(expect.arrayContaining(['orders', 'protocols', 'wallet', 'coupons', 'signIns']));
    expect(me.erasure).toMatchObject({ allowed: true, openProtocolIds: [], balanceCents: 0, invoiceYears: 5 });
    const text = response.body;
    for (const value of valuesOf(b)) expect(text).not.toContain(value);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/privacy/me')).statusCode).toBe(401);
  });
});

describe('operator reads', () => {
  it('records a protocol view, a file download and a search by e-mail, lists them to admins, counts them for me', async () => {
    const admin = await addOperator(t, { role: 'admin', brands: [1] });
    const agent = await addOperator(t, { role: 'agent', brands: [1] });
    const adminCookie = await operatorCookie(t, admin.id);
    const agentCookie = await operatorCookie(t, agent.id);
    const view = await call('GET', `/api/backoffice/protocols/${a.protocolId}`, { cookie: agentCookie });
    expect(
      view.statusCode,
      logs
        .entries()
        .filter((e) => Number(e.level) >= 50)
        .map((e) => JSON.stringify(e.err))
        .join('\n'),
    ).toBe(200);
    const [file] = await t.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.storedName, a.invoiceStoredName));
    const download = await call('GET', `/api/backoffice/protocols/${a.protocolId}/files/${file!.id}`, {
      cookie: agentCookie,
    });
    expect(download.statusCode).toBe(200);
    const search = await call('GET', `/api/backoffice/protocols?q=${encodeURIComponent(a.values.email)}`, {
      cookie: agentCookie,
    });
    expect(search.statusCode).toBe(200);

    const reads = await call('GET', `/api/backoffice/privacy/reads?prtId=${a.protocolId}`, { cookie: adminCookie });
    expect(reads.statusCode).toBe(200);
    const kinds = reads
      .json()
      .reads.map((read: { what: string; operatorEmail: string; protocolId: number }) => [
        read.what,
        read.operatorEmail,
        read.protocolId,
      ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['protocol_view', agent.email, a.protocolId],
        ['file_download', agent.email, a.protocolId],
        ['search', agent.email, a.protocolId],
      ]),
    );
    // Agents cannot list reads; B's data was not read.
    expect(
      (await call('GET', `/api/backoffice/privacy/reads?prtId=${a.protocolId}`, { cookie: agentCookie })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/backoffice/privacy/reads?prtId=${b.protocolId}`, { cookie: adminCookie })).json().reads,
    ).toEqual([]);

    const me = (await call('GET', '/api/privacy/me', { cookie: cookieA })).json();
    // Who by role and brand team, and why; never the operator's name or e-mail (issue 46).
    expect(me.operatorReads).toHaveLength(3);
    expect(me.operatorReads).toEqual(
      expect.arrayContaining(
        ['protocol_view', 'file_download', 'search'].map((what) => ({
          at: expect.any(String),
          role: 'agent',
          brand: 'Corre Brasil',
          what,
          protocolId: a.protocolId,
        })),
      ),
    );
    expect(JSON.stringify(me.operatorReads)).not.toContain(agent.email);
  });
});

describe('export', () => {
  it('needs a fresh code, holds every row of mine and none of hers, downloads once and only by me', async () => {
    t.clock.advance(RESEND_MS);
    expect((await call('POST', '/api/privacy/code', { cookie: cookieA, body: { purpose: 'export' } })).statusCode).toBe(
      200,
    );
    const code = await lastCodeTo(t, a.values.email);
    // A sign-in code cannot stand in: the purpose is part of the code's identity.
    const wrong = await call('POST', '/api/privacy/export', {
      cookie: cookieA,
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const started = await call('POST', '/api/privacy/export', { cookie: cookieA, body: { code } });
    expect(started.statusCode).toBe(200);
    const { status, downloadUrl } = started.json();
    expect(status).toBe('ready');
    // The link also went by e-mail.
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, a.values.email))
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    expect(mail!.text).toContain(downloadUrl);
    // The same code cannot start a second export.
    expect((await call('POST', '/api/privacy/export', { cookie: cookieA, body: { code } })).statusCode).toBe(422);

    expect((await call('GET', downloadUrl, { cookie: cookieB })).statusCode).toBe(404);
    const download = await call('GET', downloadUrl, { cookie: cookieA });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = readStoredZip(download.rawPayload);
    const documents = [...files.entries()].filter(([name]) => name.startsWith('dados/'));
    expect(documents.map(([name]) => name).sort()).toEqual(
      [
        'acessos.json',
        'carteira.json',
        'contatos.json',
        'cupons.json',
        'dados-bancarios.json',
        'identidade.json',
        'leituras-por-operadores.json',
        'pedidos.json',
        'protocolos.json',
      ].map((name) => `dados/${name}`),
    );
    const all = documents.map(([, data]) => data.toString('utf8')).join('\n');
    for (const value of Object.values(a.values)) expect(all).toContain(value);
    for (const value of valuesOf(b)) expect(all).not.toContain(value);
    // Beside the JSON, a copy a person reads (issue 46): the request's language, values as people write them.
    const readable = files.get('meus-dados.csv')!.toString('utf8');
    expect(readable.startsWith('\uFEFFÁrea;Dado;Valor\r\n')).toBe(true);
    expect(readable).toContain(`Identificação;CPF;${formatCpf(a.values.cpf)}`);
    expect(readable).toContain('Dados bancários e Pix;Banco;001 — ');
    expect(readable).toMatch(/Endereços;Endereço;.* — \d{5}-\d{3}\r\n/);
    expect(readable).toContain(`Protocolos;Protocolo ${a.protocolId};`);
    for (const value of valuesOf(b)) expect(readable).not.toContain(value);
    const protocolsDoc = JSON.parse(files.get('dados/protocolos.json')!.toString());
    expect(protocolsDoc.map((p: { id: number }) => p.id)).toEqual([a.protocolId]);
    const orderDocs = JSON.parse(files.get('dados/pedidos.json')!.toString());
    expect(orderDocs.map((o: { id: number }) => o.id)).toEqual([a.orderId]);
    const myMovements = await t.database.db
      .select({ id: walletMovements.id })
      .from(walletMovements)
      .where(eq(walletMovements.consumerId, a.consumerId));
    const wallet = JSON.parse(files.get('dados/carteira.json')!.toString());
    expect(wallet.movements.map((m: { id: number }) => m.id).sort()).toEqual(myMovements.map((m) => m.id).sort());
    const originals = [...files.entries()].filter(([name]) => name.startsWith('arquivos/'));
    expect(originals).toHaveLength(2);
    expect(originals.map(([, data]) => data.toString())).toContain(`photo of ${a.values.name}`);

    expect((await call('GET', downloadUrl, { cookie: cookieA })).statusCode).toBe(404);
  });
});

describe('a large export', () => {
  it('is written after the answer, then downloadable once like a small one', async () => {
    const db = t.database.db;
    const [photo] = await db.select().from(attachments).where(eq(attachments.storedName, b.photoStoredName));
    // Past the in-request limit: the same stored photo listed again (the export reads each row's file).
    await db.insert(attachments).values(
      Array.from({ length: EXPORT_FILES_IN_REQUEST }, (_, index) => ({
        protocolId: b.protocolId,
        isInvoice: false,
        originalName: `extra-${index}.jpg`,
        storedName: `${b.photoStoredName.replace('.jpg', '')}-copy-${index}.jpg`,
        mimeType: 'image/jpeg',
        sizeBytes: photo!.sizeBytes,
      })),
    );
    for (let index = 0; index < EXPORT_FILES_IN_REQUEST; index++) {
      const temp = await t.app.uploadStorage.saveTemp(Readable.from([Buffer.from(`copy ${index}`)]));
      await t.app.uploadStorage.commit(temp, `${b.photoStoredName.replace('.jpg', '')}-copy-${index}.jpg`);
    }
    const deps = { db, storage: t.app.uploadStorage, clock: t.clock.now };
    const started = await startExport(deps, {
      consumerId: b.consumerId,
      brandId: 1,
      lang: 'es',
      onFailure: (error) => {
        throw error;
      },
    });
    expect(started.status).toBe('preparing');
    await started.written;
    const { storedName } = await takeExport(deps, { token: started.token, consumerId: b.consumerId });
    const files = readStoredZip(await readAll(t.app.uploadStorage.read(storedName)));
    expect([...files.keys()].filter((name) => name.startsWith('arquivos/'))).toHaveLength(EXPORT_FILES_IN_REQUEST + 2);
    expect(files.get('mis-datos.csv')!.toString('utf8')).toContain('Área;Dato;Valor\r\nIdentificación;Nombre;');
    await expect(takeExport(deps, { token: started.token, consumerId: b.consumerId })).rejects.toThrow();
  });
});

describe('corrections', () => {
  it('revalidates with the buyer step rules', async () => {
    const blank = await call('PATCH', '/api/privacy/me/name', { cookie: cookieA, body: { nome: '  ' } });
    expect(blank.statusCode).toBe(400);
    const bank = await call('PATCH', '/api/privacy/me/bank', {
      cookie: cookieA,
      body: { ban_codigo: '001', cli_agencia: 'x', cli_conta: '12345-6', cli_chavepix: a.values.pixKey },
    });
    expect(bank.statusCode).toBe(400);
    const address = await call('PATCH', '/api/privacy/me/address', {
      cookie: cookieA,
      body: { cep: '123', endereco: 'Rua X', numero: '1', complemento: '', bairro: 'B', cidade: 'C', uf: 'RJ' },
    });
    expect(address.statusCode).toBe(400);

    const validAddress = {
      cep: '01310-100',
      endereco: NEW_STREET,
      numero: '7',
      complemento: '',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    };
    expect((await call('PATCH', '/api/privacy/me/address', { cookie: cookieA, body: validAddress })).statusCode).toBe(
      200,
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, a.orderId));
    expect(order).toMatchObject({ cep: '01310100', street: NEW_STREET, uf: 'SP' });
    const validBank = { ban_codigo: '237', cli_agencia: '1234', cli_conta: '55555-5', cli_chavepix: a.values.pixKey };
    expect((await call('PATCH', '/api/privacy/me/bank', { cookie: cookieA, body: validBank })).statusCode).toBe(200);
    const [consumer] = await t.database.db.select().from(consumers).where(eq(consumers.id, a.consumerId));
    expect(consumer).toMatchObject({ bankCode: '237', bankAccount: '55555-5' });
  });

  it('changes the phone only after the code sent to the new phone', async () => {
    expect(
      (await call('POST', '/api/privacy/me/contact', { cookie: cookieA, body: { telefone: '123' } })).statusCode,
    ).toBe(400);
    const taken = await call('POST', '/api/privacy/me/contact', {
      cookie: cookieA,
      body: { telefone: b.values.phone },
    });
    expect(taken.statusCode).toBe(409);
    t.clock.advance(RESEND_MS);
    const sent = await call('POST', '/api/privacy/me/contact', {
      cookie: cookieA,
      body: { telefone: '(21) 98765-1199' },
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeTo(t, NEW_PHONE);
    const confirmWrong = await call('POST', '/api/privacy/me/contact/confirm', {
      cookie: cookieA,
      body: { telefone: '(21) 98765-1199', code: code === '000000' ? '111111' : '000000' },
    });
    expect(confirmWrong.statusCode).toBe(422);
    const [before] = await t.database.db.select().from(consumers).where(eq(consumers.id, a.consumerId));
    expect(before!.phone).toBe(a.values.phone);
    const confirmed = await call('POST', '/api/privacy/me/contact/confirm', {
      cookie: cookieA,
      body: { telefone: '(21) 98765-1199', code },
    });
    expect(confirmed.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(consumers).where(eq(consumers.id, a.consumerId));
    expect(after!.phone).toBe(NEW_PHONE);
  });
});

describe('erasure', () => {
  it('is refused while a protocol is open or the wallet holds a balance, saying how to settle', async () => {
    const db = t.database.db;
    await db.update(protocols).set({ statusId: STATUS.OPENED }).where(eq(protocols.id, a.protocolId));
    t.clock.advance(RESEND_MS);
    const open = await call('POST', '/api/privacy/code', { cookie: cookieA, body: { purpose: 'erasure' } });
    expect(open.statusCode).toBe(422);
    expect(open.json()).toMatchObject({ code: 'erasure_open_protocols' });
    expect(open.json().message).toContain(String(a.protocolId));
    await db.update(protocols).set({ statusId: STATUS.FINISHED }).where(eq(protocols.id, a.protocolId));

    await moveBalance(a.consumerId, 'Credit', 1_250);
    const balance = await call('POST', '/api/privacy/code', {
      cookie: cookieA,
      body: { purpose: 'erasure' },
      lang: 'en',
    });
    expect(balance.statusCode).toBe(422);
    expect(balance.json()).toMatchObject({ code: 'erasure_wallet_balance' });
    expect(balance.json().message).toContain('12,50');
    await moveBalance(a.consumerId, 'Debit', 1_250);
  });

  it('is refused while a refund is still being paid, every reason at once, and keeps the Pix key it is paid to', async () => {
    const db = t.database.db;
    await db
      .update(protocolRefunds)
      .set({ status: 'requested', valueCents: 15_990 })
      .where(eq(protocolRefunds.protocolId, a.protocolId));
    await db.update(protocols).set({ statusId: STATUS.OPENED }).where(eq(protocols.id, a.protocolId));
    t.clock.advance(RESEND_MS);
    const page = await call('GET', '/api/privacy/me', { cookie: cookieA });
    expect(page.json().erasure).toMatchObject({ allowed: false, pendingRefundCents: 15_990 });
    const both = await call('POST', '/api/privacy/code', { cookie: cookieA, body: { purpose: 'erasure' }, lang: 'es' });
    expect(both.statusCode).toBe(422);
    expect(both.json().message).toContain(String(a.protocolId));
    expect(both.json().message).toContain('159,90');
    expect(both.json().message).toContain('clave Pix');
    await db.update(protocols).set({ statusId: STATUS.FINISHED }).where(eq(protocols.id, a.protocolId));

    // A code asked for before the refund was requested does not get past the check at erasure time.
    t.clock.advance(RESEND_MS);
    expect(
      (await call('POST', '/api/privacy/code', { cookie: cookieA, body: { purpose: 'erasure' } })).statusCode,
    ).toBe(422);
    await db.update(protocolRefunds).set({ status: 'paid' }).where(eq(protocolRefunds.protocolId, a.protocolId));
    t.clock.advance(RESEND_MS);
    expect(
      (await call('POST', '/api/privacy/code', { cookie: cookieA, body: { purpose: 'erasure' } })).statusCode,
    ).toBe(200);
    const code = await lastCodeTo(t, a.values.email);
    await db.update(protocolRefunds).set({ status: 'requested' }).where(eq(protocolRefunds.protocolId, a.protocolId));
    const refused = await call('POST', '/api/privacy/erasure', { cookie: cookieA, body: { code } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'erasure_pending_refund' });
    const [refund] = await db.select().from(protocolRefunds).where(eq(protocolRefunds.protocolId, a.protocolId));
    expect(refund!.pixKey).toBe(a.values.pixKey);
    await db
      .update(protocolRefunds)
      .set({ status: 'paid', valueCents: 19_990 })
      .where(eq(protocolRefunds.protocolId, a.protocolId));
  });

  it('anonymises every personal value of mine in every table, keeps invoices and ledger sums, ends sign-in', async () => {
    const db = t.database.db;
    const sums = async () =>
      (
        (await db.execute(sql`select consumer_id, sum(case when operation = 'Credit' then value_cents else -value_cents end)::int as net,
          count(*)::int as n from wallet_movements group by consumer_id order by consumer_id`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const before = await sums();

    // An operator's note quoting her (as people write a CPF and a phone) reaches the event the feed and webhooks
    // serve and the stored answer a retried move replays.
    const agent = await addOperator(t, { role: 'agent', brands: [1] });
    const move = moveAs(t, await operatorCookie(t, agent.id));
    const note = `Falei com ${a.values.name}, CPF ${formatCpf(a.values.cpf)}, tel. ${formatNationalPhone(a.values.phone.slice(2))}, ${a.values.street}`;
    const moveBody = { to: STATUS.AWAITING_ATTENTION, note };
    await db.update(protocols).set({ statusId: STATUS.OPENED }).where(eq(protocols.id, a.protocolId));
    expect((await move(a.protocolId, moveBody, 'lgpd-move-a')).statusCode).toBe(200);
    await db.update(protocols).set({ statusId: STATUS.FINISHED }).where(eq(protocols.id, a.protocolId));
    const quoted = await columnsHolding(t, [a.values.name]);
    expect(quoted.get(a.values.name)).toEqual(
      expect.arrayContaining(['events.data', 'protocol_transition_keys.response_body']),
    );

    t.clock.advance(RESEND_MS);
    expect(
      (await call('POST', '/api/privacy/code', { cookie: cookieA, body: { purpose: 'erasure' } })).statusCode,
    ).toBe(200);
    // The code goes to the contact she signed in with.
    const code = await lastCodeTo(t, a.values.email);
    const erased = await call('POST', '/api/privacy/erasure', { cookie: cookieA, body: { code } });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ erased: true, keptInvoices: 1, deletedFiles: 1 });

    const mine = await columnsHolding(t, [
      ...valuesOf(a),
      formatCpf(a.values.cpf),
      formatNationalPhone(a.values.phone.slice(2)),
      NEW_PHONE,
      NEW_PHONE.slice(4),
      NEW_STREET,
      '55555-5',
    ]);
    for (const [value, columns] of mine) expect(columns, value).toEqual([]);
    const hers = await columnsHolding(t, valuesOf(b));
    for (const [value, columns] of hers) expect(columns.length, value).toBeGreaterThan(0);

    // The retried move still gets its answer, without her.
    const replay = await move(a.protocolId, moveBody, 'lgpd-move-a');
    expect(replay.statusCode).toBe(200);
    expect(replay.body).not.toContain(a.values.name);

    expect(await sums()).toEqual(before);
    await expectLedgerConsistent(t);
    await expect(readAll(t.app.uploadStorage.read(a.photoStoredName))).rejects.toThrow();
    expect((await readAll(t.app.uploadStorage.read(a.invoiceStoredName))).toString()).toContain('%PDF');
    expect((await readAll(t.app.uploadStorage.read(b.photoStoredName))).length).toBeGreaterThan(0);

    expect((await call('GET', '/api/privacy/me', { cookie: cookieA })).statusCode).toBe(401);
    const signIn = await call('POST', '/api/authentication/fastaccess/code', {
      body: { brand: 1, email: a.values.email },
    });
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json()).toMatchObject({ code: 'account_erased' });
    expect(signIn.json().message).toContain('apagados');
  });
});

describe('retention jobs', () => {
  it('dry-runs counts only, then removes old codes, message bodies, closed protocols photos and inactive shoppers', async () => {
    const db = t.database.db;
    const old = new Date(t.clock.now().getTime() - 31 * 86_400_000);
    await db.insert(oneTimeCodes).values({
      brandId: 1,
      identity: 'email:old@example.com',
      codeHash: 'x',
      salt: 'y',
      createdAt: old,
      expiresAt: old,
    });
    // Fast forward: B's photo is past a one-day retention, and everyone past a 30-day inactivity.
    t.clock.advance(120 * 86_400_000);
    const deps = {
      db,
      storage: t.app.uploadStorage,
      clock: t.clock.now,
      secret: t.config.CODE_HASH_SECRET,
      settings: { PRIVACY_PHOTO_RETENTION_DAYS: 1, PRIVACY_INACTIVE_DAYS: 30 },
    };
    const dry = await runRetention(deps, { dryRun: true });
    expect(dry!.codes).toBeGreaterThan(0);
    expect(dry!.closedProtocolPhotos).toBeGreaterThan(0);
    expect(dry!.notificationBodies).toBeGreaterThan(0);
    expect(dry!.inactiveShoppers).toBeGreaterThan(0);
    expect((await readAll(t.app.uploadStorage.read(b.photoStoredName))).length).toBeGreaterThan(0);
    const [stillB] = await db.select().from(consumers).where(eq(consumers.id, b.consumerId));
    expect(stillB!.erasedAt).toBeNull();

    const real = await runRetention(deps, { dryRun: false });
    expect(real).toEqual(dry);
    expect(
      await db
        .select()
        .from(oneTimeCodes)
        .where(sql`${oneTimeCodes.createdAt} < ${old.toISOString()}::timestamptz + interval '1 second'`),
    ).toEqual([]);
    await expect(readAll(t.app.uploadStorage.read(b.photoStoredName))).rejects.toThrow();
    expect((await readAll(t.app.uploadStorage.read(b.invoiceStoredName))).toString()).toContain('%PDF');
    const [erasedB] = await db.select().from(consumers).where(eq(consumers.id, b.consumerId));
    expect(erasedB!.erasedAt).not.toBeNull();
    const again = await runRetention(deps, { dryRun: true });
    expect(again).toMatchObject({ codes: 0, closedProtocolPhotos: 0, inactiveShoppers: expect.any(Number) });
  });
});
