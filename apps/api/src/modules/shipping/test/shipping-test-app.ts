/**
 * A test app whose brands 1 and 2 have Correios contracts pointing at the fake Correios (issue 48), with brand 1's
 * returns centre set. CORREIOS_* are read from the environment when the shipping module registers, so they are set
 * around the app's build and removed after.
 */
import { eq } from 'drizzle-orm';
import { shipments, shippingSettings, type ReturnsCentre } from '../../../db/schema';
import { createTestApp, TestClock, type TestApp } from '../../../test/test-app';
import { jobWorker } from '../../jobs/runtime';
import { ISSUE_JOB } from '../enqueue';
import { startFakeCorreios, type FakeCorreios } from './fake-correios';

export const CENTRE: ReturnsCentre = {
  name: 'Marca Um Devoluções Ltda',
  document: '12345678000199',
  cep: '06460040',
  street: 'Alameda Rio Negro',
  number: '500',
  complement: 'Galpão 3',
  district: 'Alphaville',
  city: 'Barueri',
  uf: 'SP',
  phone: '1140041000',
  email: 'devolucoes@marca1.example',
};

export const CONTRACTS = {
  1: { user: 'marca1user', accessCode: 'access-code-marca-1', card: '0076543210' },
  2: { user: 'marca2user', accessCode: 'access-code-marca-2', card: '0076543299' },
} as const;

export interface ShippingTest {
  t: TestApp;
  fake: FakeCorreios;
  /** Runs the due issue jobs (after the opening's own kick). */
  issueJobs(): Promise<void>;
  shipmentsOf(protocolId: number): Promise<(typeof shipments.$inferSelect)[]>;
  close(): Promise<void>;
}

export async function startShippingTest(start = new Date('2026-12-07T13:00:00Z')): Promise<ShippingTest> {
  const clock = new TestClock(start);
  const fake = await startFakeCorreios(clock.now);
  const env: Record<string, string> = {
    CORREIOS_BASE_URL: fake.url,
    CORREIOS_REQUEST_TIMEOUT_MS: '300',
    CORREIOS_MAX_ATTEMPTS: '3',
    CORREIOS_BACKOFF_BASE_MS: '1',
    CORREIOS_MAX_BACKOFF_MS: '5',
  };
  for (const [brand, c] of Object.entries(CONTRACTS)) {
    fake.contracts.set(c.user, { accessCode: c.accessCode, card: c.card });
    env[`CORREIOS_${brand}_USER`] = c.user;
    env[`CORREIOS_${brand}_ACCESS_CODE`] = c.accessCode;
    env[`CORREIOS_${brand}_POSTING_CARD`] = c.card;
  }
  Object.assign(process.env, env);
  let t: TestApp;
  try {
    t = await createTestApp({ clock, env });
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
  await t.database.db.insert(shippingSettings).values({ brandId: 1, returnsCentre: CENTRE });
  const worker = jobWorker(t.app);
  return {
    t,
    fake,
    async issueJobs() {
      await worker.idle();
      await worker.kick([ISSUE_JOB]);
      await worker.idle();
    },
    shipmentsOf: (protocolId) =>
      t.database.db.select().from(shipments).where(eq(shipments.protocolId, protocolId)).orderBy(shipments.id),
    async close() {
      await t?.close();
      await fake.close();
    },
  };
}
