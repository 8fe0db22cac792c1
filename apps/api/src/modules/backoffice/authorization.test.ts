import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { attachments, protocols } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, anaOpens, operatorCookie } from './test-support';

let t: TestApp;
let call: ReturnType<typeof callWith>;
let prtId: number;
let fileId: number;
let agent1: string;
let agent2: string;
let admin12: string;
let admin2: string;
/** An agent of brand 2 whom the admin calls edit. */
let targetId: number;
/** Every seeded protocol's month and the new ones' (the seed counts back from the test clock). */
let RANGE = '';

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  const year = t.clock.now().getUTCFullYear();
  RANGE = `from=${year - 1}-01&to=${year + 1}-12`;
  prtId = await anaOpens(t, 'exchange');
  const storedName = `${randomUUID()}.jpg`;
  const [file] = await t.database.db
    .insert(attachments)
    .values({
      protocolId: prtId,
      isInvoice: false,
      originalName: 'foto.jpg',
      storedName,
      mimeType: 'image/jpeg',
      sizeBytes: 3,
    })
    .returning();
  fileId = file!.id;
  const { Readable } = await import('node:stream');
  const temp = await t.app.uploadStorage.saveTemp(Readable.from([Buffer.from([0xff, 0xd8, 0xff])]));
  await t.app.uploadStorage.commit(temp, storedName);
  agent1 = await operatorCookie(t, (await addOperator(t, { role: 'agent', brands: [1] })).id);
  agent2 = await operatorCookie(t, (await addOperator(t, { role: 'agent', brands: [2] })).id);
  admin12 = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [1, 2] })).id);
  admin2 = await operatorCookie(t, (await addOperator(t, { role: 'admin', brands: [2] })).id);
  targetId = (await addOperator(t, { role: 'agent', brands: [2] })).id;
});
afterAll(async () => t?.close());

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: () => string; body?: unknown; key?: boolean };
const PROTOCOL_CALLS: Call[] = [
  { method: 'GET', url: () => `/api/backoffice/protocols/${prtId}` },
  { method: 'GET', url: () => `/api/backoffice/protocols/${prtId}/files/${fileId}` },
  {
    method: 'POST',
    url: () => `/api/backoffice/protocols/${prtId}/transitions`,
    body: { to: 0, note: 'Olá' },
    key: true,
  },
];
const ADMIN_CALLS: Call[] = [
  { method: 'GET', url: () => `/api/backoffice/reports/reasons?${RANGE}` },
  { method: 'GET', url: () => `/api/backoffice/reports/reasons.csv?${RANGE}` },
  { method: 'GET', url: () => '/api/backoffice/operators' },
  {
    method: 'POST',
    url: () => '/api/backoffice/operators',
    body: { email: `new-${randomUUID().slice(0, 6)}@backoffice.test`, name: 'Nova', role: 'agent', brands: [2] },
  },
  { method: 'PATCH', url: () => `/api/backoffice/operators/${targetId}`, body: { name: 'Renomeada' } },
];
const EVERY_CALL: Call[] = [
  { method: 'GET', url: () => '/api/backoffice/me' },
  { method: 'GET', url: () => '/api/backoffice/protocols' },
  ...PROTOCOL_CALLS,
  ...ADMIN_CALLS,
];

const send = (c: Call, cookie?: string) =>
  call(c.method, c.url(), { cookie, body: c.body, ...(c.key ? { key: randomUUID() } : {}) });

describe('every back-office call checks the operator, the role and the brand on the server', () => {
  it('no session (or a shopper’s cookie): 401', async () => {
    for (const c of EVERY_CALL) {
      expect((await send(c)).statusCode, c.url()).toBe(401);
      expect((await send(c, 'portal_sid=whatever')).statusCode, c.url()).toBe(401);
    }
  });

  it('an agent on an admin call: 403', async () => {
    for (const c of ADMIN_CALLS) expect((await send(c, agent1)).statusCode, c.url()).toBe(403);
  });

  it('an operator of another brand: 404 on the protocol, its files and its moves, and it is not in their queue', async () => {
    for (const c of PROTOCOL_CALLS) expect((await send(c, agent2)).statusCode, c.url()).toBe(404);
    for (const c of PROTOCOL_CALLS) expect((await send(c, agent1)).statusCode, c.url()).toBe(200);
    const queue = await call('GET', '/api/backoffice/protocols?pageSize=100', { cookie: agent2 });
    expect(queue.json().items.every((item: { brandId: number }) => item.brandId === 2)).toBe(true);
    expect((await call('GET', '/api/backoffice/protocols?brand=1', { cookie: agent2 })).statusCode).toBe(404);
    const search = await call('GET', `/api/backoffice/protocols?q=${prtId}`, { cookie: agent2 });
    expect(search.json().total).toBe(0);
  });

  it('admins: reports within their brands, operators only for their brands', async () => {
    for (const c of ADMIN_CALLS) expect((await send(c, admin12)).statusCode, c.url()).toBeLessThan(300);
    const rows = (await call('GET', `/api/backoffice/reports/reasons?${RANGE}`, { cookie: admin2 })).json().rows;
    expect(rows.every((row: { brandId: number }) => row.brandId === 2)).toBe(true);
    expect((await call('GET', `/api/backoffice/reports/reasons?${RANGE}&brand=1`, { cookie: admin2 })).statusCode).toBe(
      404,
    );
    const foreign = await call('POST', '/api/backoffice/operators', {
      cookie: admin2,
      body: { email: 'x-brand1@backoffice.test', name: 'X', role: 'agent', brands: [1] },
    });
    expect(foreign.statusCode).toBe(404);
    // The operators list: only those sharing a brand with the admin, with only the admin's brands shown, by name too.
    const listed = (await call('GET', '/api/backoffice/operators', { cookie: admin2 })).json().operators as {
      email: string;
      brands: number[];
      brandNames: { id: number; name: string }[];
    }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((operator) => operator.brands.length > 0 && operator.brands.every((b) => b === 2))).toBe(true);
    for (const operator of listed) expect(operator.brandNames).toEqual([{ id: 2, name: 'Trilha Norte' }]);
    const added = await call('POST', '/api/backoffice/operators', {
      cookie: admin12,
      body: {
        email: `named-${randomUUID().slice(0, 6)}@backoffice.test`,
        name: 'Nomeada',
        role: 'agent',
        brands: [2, 1],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().operator).toMatchObject({
      brands: [1, 2],
      brandNames: [
        { id: 1, name: 'Corre Brasil' },
        { id: 2, name: 'Trilha Norte' },
      ],
    });
    const onlyBrand1 = (await call('GET', '/api/backoffice/operators', { cookie: admin12 }))
      .json()
      .operators.filter((operator: { brands: number[] }) => !operator.brands.includes(2)) as { email: string }[];
    expect(onlyBrand1.length).toBeGreaterThan(0);
    for (const operator of onlyBrand1) expect(listed.map((o) => o.email)).not.toContain(operator.email);
  });
});

describe('what an operator reads', () => {
  it('the queue searches by protocol id, CPF (masked or not), e-mail and invoice, and pages', async () => {
    const [row] = await t.database.db.select().from(protocols).where(eq(protocols.id, prtId));
    for (const q of [
      String(prtId),
      row!.cpf,
      row!.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'),
      row!.email.toUpperCase(),
      row!.invoiceNumber!,
    ]) {
      const answer = (
        await call('GET', `/api/backoffice/protocols?q=${encodeURIComponent(q)}`, { cookie: agent1 })
      ).json();
      expect(
        answer.items.map((item: { prtId: number }) => item.prtId),
        q,
      ).toContain(prtId);
    }
    const page = (await call('GET', '/api/backoffice/protocols?pageSize=2&page=2', { cookie: admin12 })).json();
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThan(2);
  });

  it('the protocol whole, with the allowed moves, and an image file inline with nosniff and a CSP', async () => {
    const detail = (await call('GET', `/api/backoffice/protocols/${prtId}`, { cookie: agent1 })).json();
    expect(detail.protocol).toMatchObject({ prtId, brandId: 1, origin: 'ecom', shippingCode: null });
    expect(detail.protocol.customer.cpfMasked).toMatch(/\*/);
    expect(detail.items[0]).toMatchObject({ position: 1, trigger: 'T' });
    expect(detail.files).toEqual([
      expect.objectContaining({ id: fileId, kind: 'photo', url: `/api/backoffice/protocols/${prtId}/files/${fileId}` }),
    ]);
    expect(detail.allowed.map((a: { to: number }) => a.to)).toEqual([2, 16, 21, 7, 9, 0]);
    const file = await call('GET', detail.files[0].url, { cookie: agent1 });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('the reasons report as CSV: UTF-8 with BOM, semicolons', async () => {
    const csv = await call('GET', `/api/backoffice/reports/reasons.csv?${RANGE}`, { cookie: admin12 });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFMês;Marca;Motivo;Desejo;Situação;Itens')).toBe(true);
    // The console's language, named by its download link, wins over the browser's Accept-Language.
    const english = await call('GET', `/api/backoffice/reports/reasons.csv?${RANGE}&lang=en`, { cookie: admin12 });
    expect(english.body.startsWith('\uFEFFMonth;Brand;Reason;Resolution;Status;Items')).toBe(true);
  });
});
