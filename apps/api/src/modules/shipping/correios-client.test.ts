/** The Correios client's own behaviour (issue 48): Retry-After honoured, backoff with jitter, the token kept and renewed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/test-app';
import { CarrierError } from './carrier';
import { createCorreiosClient } from './correios-client';
import { startFakeCorreios, type FakeCorreios } from './test/fake-correios';

const clock = new TestClock(new Date('2026-12-07T13:00:00Z'));
let fake: FakeCorreios;
const contract = {
  brandId: 1,
  user: 'u1',
  accessCode: 'access-code-1',
  postingCard: '0011223344',
  serviceCode: '03301',
};
beforeAll(async () => {
  fake = await startFakeCorreios(clock.now);
  fake.contracts.set('u1', { accessCode: 'access-code-1', card: '0011223344' });
});
afterAll(async () => fake?.close());

function client(sleeps: number[], maxAttempts = 4) {
  return createCorreiosClient({
    contract,
    settings: { baseUrl: fake.url, requestTimeoutMs: 300, maxAttempts, backoffBaseMs: 100, maxBackoffMs: 1000 },
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    clock: clock.now,
  });
}

describe('the Correios client', () => {
  it('honours Retry-After on 429 and backs off with jitter on 5xx, then gives up as transient', async () => {
    const sleeps: number[] = [];
    fake.fail('track', { status: 429, retryAfter: '7' }, { status: 502 }, { status: 500 });
    await client(sleeps).track(['LR100000000BR']);
    expect(sleeps).toEqual([7000, 100, 200]);
    fake.fail('track', { status: 503 }, { status: 503 });
    const error = await client([], 2)
      .track(['LR100000000BR'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ kind: 'transient', code: 'correios_server_error' });
  });

  it('keeps its token until a minute before expiraEm, then authenticates again', async () => {
    const c = client([]);
    const tokens = () => fake.calls.filter((call) => call.route === 'token').length;
    const before = tokens();
    await c.track(['LR100000000BR']);
    await c.track(['LR100000000BR']);
    expect(tokens()).toBe(before + 1);
    clock.advance(fake.tokenSeconds * 1000 - 30_000);
    await c.track(['LR100000000BR']);
    expect(tokens()).toBe(before + 2);
  });

  it('wrong credentials are a permanent error in words, never retried', async () => {
    const c = createCorreiosClient({
      contract: { ...contract, accessCode: 'wrong-code-1' },
      settings: { baseUrl: fake.url, requestTimeoutMs: 300, maxAttempts: 4, backoffBaseMs: 1, maxBackoffMs: 1 },
      clock: clock.now,
    });
    const error = await c.track(['LR100000000BR']).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'permanent', code: 'correios_unauthorised' });
  });

  it('asks SRO for at most 50 objects a call', async () => {
    const before = fake.calls.filter((call) => call.route === 'track').length;
    const codes = Array.from({ length: 120 }, (_, i) => `LR${String(i).padStart(8, '0')}0BR`);
    await client([]).track(codes);
    const calls = fake.calls.filter((call) => call.route === 'track').slice(before);
    expect(calls.map((call) => new URL(call.path, 'http://x').searchParams.getAll('codigosObjetos').length)).toEqual([
      50, 50, 20,
    ]);
  });
});
