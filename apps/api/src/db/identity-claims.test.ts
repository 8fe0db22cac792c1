/**
 * ARCHITECTURE §6: identity fields in a request (usu_email, usu_login, email, con_id, cpf) are optional, and when
 * present they must name the session's customer, otherwise the answer is the same 404 as for something that does not
 * exist. One check (db/identity-claims) for every call that takes them: orders, consumers, bank data, protocol
 * generation and uploads. A foreign claim must change nothing; the own identity, in any case or format, must work.
 */
import { existsSync, readdirSync, type Dirent } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attachments, consumers, protocols } from './schema';
import { DEMO } from './seed/demo-logins';
import { uploadsRoot } from '../lib/storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { loginAs } from '../test/login-as';
import { BANK_DATA, itemFor, payload } from '../modules/protocols/test-payload';
import { sampleBytes } from '../modules/uploads/test-files';

let t: TestApp;
let ana: string;
let anaId: number;
let brunoId: number;

type Claims = Record<string, string | number>;

/** Bruno's identity, one field at a time, as a prober would send it while logged in as Ana. */
function foreignClaims(): Claims[] {
  return [
    { con_id: brunoId },
    { con_id: String(brunoId) },
    { cpf: DEMO.bruno.cpf },
    { usu_email: DEMO.bruno.email },
    { usu_login: DEMO.bruno.email },
    { usu_login: DEMO.bruno.phone.slice(2) },
    { email: DEMO.bruno.email },
    // One claim of her own does not cover a foreign one beside it.
    { email: DEMO.ana.email, cpf: DEMO.bruno.cpf },
  ];
}

/** Ana's own identity in the forms a client may send it: case, spaces, CPF mask, phone without country code. */
function ownClaims(): Claims[] {
  return [
    { con_id: anaId },
    { con_id: String(anaId) },
    { cpf: '529.982.247-25' },
    { usu_email: ' ANA.Souza@Example.com ' },
    { usu_login: DEMO.ana.phone.slice(2) },
    { email: DEMO.ana.email, cpf: DEMO.ana.cpf, usu_email: DEMO.ana.email, con_id: anaId },
  ];
}

function expectNotFound(response: { statusCode: number; json(): unknown }) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 404,
    body: { type: 'ERROR', message: 'Recurso não encontrado.', code: 'identity_mismatch' },
  });
}

async function idOf(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: consumers.id }).from(consumers).where(eq(consumers.email, email));
  return row!.id;
}

async function anaRecord() {
  const [row] = await t.database.db.select().from(consumers).where(eq(consumers.id, anaId));
  return row!;
}

async function protocolCount(): Promise<number> {
  return (await t.database.db.select({ id: protocols.id }).from(protocols)).length;
}

function storedFiles(): string[] {
  const root = uploadsRoot(t.config);
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginAs(t, { email: DEMO.ana.email });
  anaId = await idOf(DEMO.ana.email);
  brunoId = await idOf(DEMO.bruno.email);
});
afterAll(() => t?.close());

describe('POST /api/returns/orders', () => {
  const orders = (body: Claims) =>
    t.app.inject({ method: 'POST', url: '/api/returns/orders', headers: { cookie: ana }, payload: body });

  it('answers 404 for another customer and the lines for her own identity', async () => {
    for (const claims of foreignClaims()) expectNotFound(await orders(claims));
    for (const claims of ownClaims()) {
      const response = await orders(claims);
      expect(response.statusCode).toBe(200);
      expect(response.json().productBalance.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/returns/consumers', () => {
  const consumersCall = (claims: Claims) =>
    t.app.inject({
      method: 'GET',
      url: `/api/returns/consumers?${new URLSearchParams(Object.entries(claims).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: { cookie: ana },
    });

  it('answers 404 for another customer (not an empty list) and her record for her own identity', async () => {
    for (const claims of foreignClaims()) expectNotFound(await consumersCall(claims));
    for (const claims of ownClaims()) {
      const response = await consumersCall(claims);
      expect(response.statusCode).toBe(200);
      expect(response.json().consumers).toEqual([expect.objectContaining({ CON_ID: anaId, CON_CPF: DEMO.ana.cpf })]);
    }
  });
});

describe('PUT /api/returns/consumers/bank', () => {
  // The same bank data the generate tests below send: once saved complete, they are locked (ADR 0018), and a protocol
  // with other bank data would be refused with 409 instead of reaching the identity check these tests are about.
  const bank = { ...BANK_DATA };
  const saveBank = (body: object) =>
    t.app.inject({ method: 'PUT', url: '/api/returns/consumers/bank', headers: { cookie: ana }, payload: body });

  it('answers 404 for another customer and writes nothing', async () => {
    const before = await anaRecord();
    const brunoBefore = (await t.database.db.select().from(consumers).where(eq(consumers.id, brunoId)))[0];
    for (const claims of foreignClaims()) expectNotFound(await saveBank({ ...bank, ...claims }));
    expect(await anaRecord()).toEqual(before);
    expect((await t.database.db.select().from(consumers).where(eq(consumers.id, brunoId)))[0]).toEqual(brunoBefore);
  });

  it('saves with her own identity', async () => {
    for (const claims of ownClaims()) {
      const response = await saveBank({ ...bank, ...claims });
      expect(response.statusCode).toBe(200);
    }
    expect(await anaRecord()).toMatchObject({
      bankCode: String(BANK_DATA.ban_codigo),
      bankAgency: BANK_DATA.cli_agencia,
      bankAccount: BANK_DATA.cli_conta,
    });
  });
});

describe('POST /api/returns/protocols/generate/b2c', () => {
  const refund = { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' as const };
  const generate = (claims: Claims) =>
    t.app.inject({
      method: 'POST',
      url: '/api/returns/protocols/generate/b2c',
      headers: { cookie: ana, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...payload([itemFor(DEMO.lines.bankSlipRefund, refund)], BANK_DATA), ...claims }),
    });

  it('answers 404 for another customer and creates no protocol', async () => {
    const before = await protocolCount();
    for (const claims of foreignClaims()) expectNotFound(await generate(claims));
    expect(await protocolCount()).toBe(before);
  });

  it('creates the protocol with her own identity', async () => {
    const response = await generate({ usu_email: 'Ana.Souza@example.com', cpf: '529.982.247-25', con_id: anaId });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(protocols).where(eq(protocols.id, response.json().prt_id));
    expect(row).toMatchObject({ consumerId: anaId });
  });
});

describe('POST /api/upload/protocols/upload/file', () => {
  async function upload(claims: Claims) {
    const form = new FormData();
    form.append('prt_id', String(DEMO.protocols.opened));
    form.append('is_nfe', 'N');
    for (const [name, value] of Object.entries(claims)) form.append(name, String(value));
    form.append('uploadFile', new Blob([new Uint8Array(sampleBytes.png)], { type: 'image/png' }), 'foto.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: '/api/upload/protocols/upload/file',
      headers: { cookie: ana, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }
  const rows = () => t.database.db.select().from(attachments).where(eq(attachments.protocolId, DEMO.protocols.opened));

  it('answers 404 for another customer and stores no file and no row', async () => {
    const before = { rows: (await rows()).length, files: storedFiles() };
    for (const claims of foreignClaims()) expectNotFound(await upload(claims));
    expect({ rows: (await rows()).length, files: storedFiles() }).toEqual(before);
  });

  it('stores the file with her own identity', async () => {
    const before = (await rows()).length;
    const response = await upload({ usu_login: DEMO.ana.email.toUpperCase(), cpf: DEMO.ana.cpf });
    expect(response.statusCode).toBe(200);
    expect((await rows()).length).toBe(before + 1);
  });
});

describe('identity claims of the wrong shape', () => {
  it('answer 400 naming the field, not 500', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/returns/consumers/bank',
      headers: { cookie: ana },
      payload: { ban_codigo: '341', cli_agencia: '4321', cli_conta: '98765-4', cli_chavepix: 'x', cpf: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('cpf');
  });
});
