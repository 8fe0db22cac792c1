/**
 * Issuing the Correios authorisation (issue 48) against the fake Correios: at opening and on approval, one per
 * protocol under 20 concurrent moves and after an answer lost once the authorisation was made, token renewal, each
 * failure mode (the protocol stays, the operator reads the error in words), and brand scope.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { STATUS } from '@portal/domain';
import { protocolHistory, protocols, shippingSettings } from '../../db/schema';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { DEMO } from '../../db/seed/demo-logins';
import { addOperator, anaOpens, moveAs, operatorCookie } from '../backoffice/test-support';
import { enqueueIssue } from './enqueue';
import { issueForProtocol } from './issue-service';
import { shippingRuntime } from './routes';
import { CONTRACTS, startShippingTest, type ShippingTest } from './test/shipping-test-app';

const HOUR = 3_600_000;
let s: ShippingTest;
let cookie: string;
let agentId: number;
/** A session now (the tests move the clock past the 30-minute idle limit). */
const fresh = async () => (cookie = await operatorCookie(s.t, agentId));

const statusOf = async (id: number) => (await s.t.database.db.select().from(protocols).where(eq(protocols.id, id)))[0]!;
const setIssueAt = (issueAt: 'opening' | 'approval') =>
  s.t.database.db.update(shippingSettings).set({ issueAt }).where(eq(shippingSettings.brandId, 1));
const consoleView = async (id: number) =>
  (await fresh()) &&
  (await callWith(s.t)('GET', `/api/backoffice/protocols/${id}/shipment`, { cookie, lang: 'en' })).json();
/** A failed job is tried again after its backoff: the clock moves past it. */
const retryLater = async () => {
  s.t.clock.advance(2 * HOUR);
  await s.issueJobs();
};

beforeAll(async () => {
  s = await startShippingTest();
  const agent = await addOperator(s.t, { role: 'agent', brands: [1, 2] });
  agentId = agent.id;
  await fresh();
});
afterAll(async () => s?.close());
beforeEach(async () => setIssueAt('opening'));

describe('issue at opening (the default)', () => {
  it('asks Correios for a reverse authorisation as the protocol opens and moves it to 16 with the carrier’s code', async () => {
    const prtId = await anaOpens(s.t, 'exchange');
    await s.issueJobs();
    const [shipment] = await s.shipmentsOf(prtId);
    expect(shipment).toMatchObject({ state: 'issued', demo: false, postBy: '2026-12-17', brandId: 1 });
    const made = s.fake.prepostagens.find((p) => p.observacao === shipment!.requestId)!;
    expect(shipment!.authorisationCode).toBe(made.codigoObjeto);
    expect(made.body).toMatchObject({
      logisticaReversa: 'S',
      dataValidadeLogReversa: '17/12/2026',
      codigoServico: '03301',
      numeroCartaoPostagem: CONTRACTS[1].card,
      remetente: { nome: expect.any(String), endereco: { cep: expect.stringMatching(/^\d{8}$/) } },
      destinatario: { cpfCnpj: '12345678000199', endereco: { cidade: 'Barueri', uf: 'SP' } },
    });
    expect((made.body.itensDeclaracaoConteudo as unknown[]).length).toBeGreaterThan(0);
    const row = await statusOf(prtId);
    expect(row.statusId).toBe(STATUS.POST_OBJECT_GENERATED);
    expect(row.shippingCode).toBe(made.codigoObjeto);
    const [entry] = await s.t.database.db
      .select()
      .from(protocolHistory)
      .where(eq(protocolHistory.protocolId, prtId))
      .orderBy(sql`${protocolHistory.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({ statusId: 16, source: 'scheduler' });
    expect(entry!.noteTexts?.pt).toContain(made.codigoObjeto);

    // The shopper reads it: the code, the last day, no instructions (the brand is connected).
    const ana = await loginAs(s.t, { email: DEMO.ana.email });
    const mine = await callWith(s.t)('GET', `/api/returns/protocols/b2c/shipment/${prtId}`, {
      cookie: ana,
      lang: 'es',
    });
    expect(mine.json()).toMatchObject({
      shipment: {
        carrier: 'correios',
        demo: false,
        state: 'issued',
        authorisationCode: made.codigoObjeto,
        postBy: '2026-12-17',
      },
      returnInstructions: null,
    });
    const bruno = await loginAs(s.t, { email: DEMO.bruno.email });
    expect(
      (await callWith(s.t)('GET', `/api/returns/protocols/b2c/shipment/${prtId}`, { cookie: bruno })).statusCode,
    ).toBe(404);
  });
});

describe('issue on approval', () => {
  it('waits for the operator’s move to 16, then 20 concurrent moves make one authorisation', async () => {
    await setIssueAt('approval');
    const prtId = await anaOpens(s.t, 'refund');
    await s.issueJobs();
    expect(await s.shipmentsOf(prtId)).toHaveLength(0);
    const move = moveAs(s.t, cookie);
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(prtId, { to: 16 })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    await Promise.all([s.issueJobs(), s.issueJobs()]);
    const rows = await s.shipmentsOf(prtId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('issued');
    expect(s.fake.prepostagens.filter((p) => p.observacao === rows[0]!.requestId)).toHaveLength(1);
    expect((await statusOf(prtId)).shippingCode).toBe(rows[0]!.authorisationCode);
  });
});

describe('the calls to Correios', () => {
  it('renews an expired token once and goes on', async () => {
    const prtId = await anaOpens(s.t, 'voucher');
    s.fake.expireTokens();
    const tokensBefore = s.fake.calls.filter((c) => c.route === 'token').length;
    await s.issueJobs();
    expect((await s.shipmentsOf(prtId))[0]!.state).toBe('issued');
    expect(s.fake.calls.filter((c) => c.route === 'token').length).toBe(tokensBefore + 1);
  });

  it('waits out a 429 with Retry-After and a 5xx, and issues one', async () => {
    s.fake.fail('create', { status: 429, retryAfter: '0' }, { status: 503 });
    const prtId = await anaOpens(s.t, 'exchange');
    await s.issueJobs();
    const rows = await s.shipmentsOf(prtId);
    expect(rows.map((r) => r.state)).toEqual(['issued']);
  });

  it('after an answer lost once the authorisation was made, finds it by our request id instead of making a second', async () => {
    s.fake.fail('create', { dropAfterEffect: true });
    const prtId = await anaOpens(s.t, 'refund');
    await s.issueJobs();
    const [pending] = await s.shipmentsOf(prtId);
    expect(pending).toMatchObject({ state: 'requested', errorCode: 'correios_unreachable' });
    expect((await statusOf(prtId)).statusId).toBe(STATUS.OPENED);
    // The console shows it in words while the job waits.
    expect((await consoleView(prtId)).shipments[0].error).toMatch(/did not answer/);
    await retryLater();
    const rows = await s.shipmentsOf(prtId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('issued');
    // The creation reached Correios before its answer was lost: the client did not resend it, and the job's retry
    // searched by our request id first and took that one.
    const made = s.fake.prepostagens.filter((p) => p.observacao === rows[0]!.requestId);
    expect(made).toHaveLength(1);
    expect(rows[0]!.authorisationCode).toBe(made[0]!.codigoObjeto);
    expect(s.fake.calls.filter((c) => c.route === 'list').length).toBeGreaterThan(0);
  });

  it('a worker killed between Correios’ answer and the commit: the next run finds the authorisation, no second one', async () => {
    await setIssueAt('approval');
    const prtId = await anaOpens(s.t, 'voucher');
    await s.t.database.db
      .update(protocols)
      .set({ statusId: STATUS.POST_OBJECT_GENERATED })
      .where(eq(protocols.id, prtId));
    const real = shippingRuntime(s.t.app).carrierFor(1)!;
    // The first run gets its answer and dies before committing it (what kill -9 leaves: the row still 'requested').
    const dying = {
      ...real,
      issue: async (input: Parameters<typeof real.issue>[0]) => {
        await real.issue(input);
        throw new Error('killed');
      },
    };
    await expect(issueForProtocol(s.t.database.db, () => dying, prtId, s.t.clock.now(), false)).rejects.toThrow(
      'killed',
    );
    const [pending] = await s.shipmentsOf(prtId);
    expect(pending!.state).toBe('requested');
    // The job's next attempt (attempts > 1) searches by the request id first.
    expect(await issueForProtocol(s.t.database.db, () => real, prtId, s.t.clock.now(), true)).toBe('issued');
    const rows = await s.shipmentsOf(prtId);
    expect(rows).toHaveLength(1);
    expect(s.fake.prepostagens.filter((p) => p.observacao === rows[0]!.requestId)).toHaveLength(1);
    expect(rows[0]!.authorisationCode).toBe(
      s.fake.prepostagens.find((p) => p.observacao === rows[0]!.requestId)!.codigoObjeto,
    );
  });

  it('a hang and a slow answer are timeouts, retried later', async () => {
    s.fake.fail('create', { hang: true });
    s.fake.fail('list', { delayMs: 1000 });
    const prtId = await anaOpens(s.t, 'voucher');
    await s.issueJobs();
    expect((await s.shipmentsOf(prtId))[0]).toMatchObject({ state: 'requested', errorCode: 'correios_timeout' });
    await retryLater();
    expect((await s.shipmentsOf(prtId))[0]!.state).toBe('issued');
  });

  it.each([
    ['a 400 with msgs', { business: 400, msgs: ['PPN-295: CEP do remetente inválido'] }, /PPN-295/],
    ['a refusal in a 200 body', { business: 200, msgs: ['DCE-009: Declaração de conteúdo inválida'] }, /DCE-009/],
    [
      'a service not in the contract',
      { business: 422, msgs: ['PPN-022: Serviço 03301 não pertence ao contrato'] },
      /PPN-022/,
    ],
  ])(
    '%s: the shipment fails with the carrier’s words, the protocol stays, the operator may issue again',
    async (_name, failure, words) => {
      s.fake.fail('create', failure);
      const prtId = await anaOpens(s.t, 'exchange');
      await s.issueJobs();
      expect((await statusOf(prtId)).statusId).toBe(STATUS.OPENED);
      const view = await consoleView(prtId);
      expect(view, JSON.stringify(view)).toMatchObject({ connected: true });
      expect(view.shipments[0]).toMatchObject({
        state: 'failed',
        actions: { issueAgain: true, extend: false, cancel: false },
      });
      expect(view.shipments[0].error).toMatch(/^Correios refused the authorisation: /);
      expect(view.shipments[0].error).toMatch(words);
      const queue = await callWith(s.t)('GET', '/api/backoffice/protocols?shipping=carrier_error&pageSize=100', {
        cookie,
      });
      expect(queue.json().items.map((i: { prtId: number }) => i.prtId)).toContain(prtId);

      const again = await callWith(s.t)('POST', `/api/backoffice/protocols/${prtId}/shipment/issue-again`, { cookie });
      expect(again.statusCode).toBe(200);
      await s.issueJobs();
      const rows = await s.shipmentsOf(prtId);
      expect(rows.map((r) => r.state)).toEqual(['failed', 'issued']);
      expect((await statusOf(prtId)).statusId).toBe(STATUS.POST_OBJECT_GENERATED);
    },
  );
});

describe('brand scope', () => {
  it('a brand-2 protocol is issued with brand 2’s contract and posting card only', async () => {
    const prtId = await anaOpens(s.t, 'refund');
    await s.issueJobs();
    // Re-filed under brand 2 (no demo shopper opens there), then issued again by a fresh job.
    await s.t.database.db.execute(sql`update shipments set state = 'cancelled' where protocol_id = ${prtId}`);
    await s.t.database.db
      .update(protocols)
      .set({ brandId: 2, statusId: STATUS.OPENED, shippingCode: null })
      .where(eq(protocols.id, prtId));
    await s.t.database.db.insert(shippingSettings).values({
      brandId: 2,
      returnsCentre: {
        ...(await s.t.database.db.select().from(shippingSettings).where(eq(shippingSettings.brandId, 1)))[0]!
          .returnsCentre!,
        document: '99887766000155',
      },
    });
    const callsBefore = s.fake.calls.length;
    await s.t.database.db.transaction((tx) => enqueueIssue(tx, { protocolId: prtId, now: s.t.clock.now(), round: 9 }));
    await s.issueJobs();
    const calls = s.fake.calls.slice(callsBefore);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.user === CONTRACTS[2].user)).toBe(true);
    const live = (await s.shipmentsOf(prtId)).at(-1)!;
    expect(live).toMatchObject({ state: 'issued', brandId: 2 });
    expect(s.fake.prepostagens.find((p) => p.observacao === live.requestId)!.numeroCartaoPostagem).toBe(
      CONTRACTS[2].card,
    );
  });
});
