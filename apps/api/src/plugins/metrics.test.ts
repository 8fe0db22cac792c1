import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../test/test-app';
import { loginAs } from '../test/login-as';
import { askForCode, logIn, latestCode } from '../modules/auth/test-support';
import { uploadHelpers } from '../modules/uploads/test-helpers';
import { sampleBytes } from '../modules/uploads/test-files';

/**
 * Issue 15 item 3: Prometheus metrics on their own listener (METRICS_PORT, ADR 0023). Counts are read as differences
 * around each call: the registry is the process's, and other apps of this test process may count too.
 */

let t: TestApp;
let ana: string;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_PORT: '0' } });
  ana = await loginAs(t, { email: DEMO.ana.email });
});
afterAll(async () => {
  await t.close();
});

async function scrape(): Promise<string> {
  const address = t.app.metricsAddress();
  if (!address) throw new Error('no metrics listener');
  const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one series (labels in any order; all given ones must match), 0 when absent. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, wanted]) => found[key] === wanted)) total += Number(match[3]);
  }
  return total;
}

async function delta(run: () => Promise<unknown>, name: string, labels?: Record<string, string>): Promise<number> {
  const before = value(await scrape(), name, labels);
  await run();
  return value(await scrape(), name, labels) - before;
}

describe('/metrics on METRICS_PORT', () => {
  it('counts and times requests by route pattern and status, never by raw URL', async () => {
    const route = '/api/returns/protocols/b2c/items/:prt_id';
    const labels = { method: 'GET', route, status_code: '404' };
    const counted = await delta(
      () => t.app.inject({ method: 'GET', url: '/api/returns/protocols/b2c/items/987654', headers: { cookie: ana } }),
      'portal_http_requests_total',
      labels,
    );
    expect(counted).toBe(1);
    const text = await scrape();
    expect(value(text, 'portal_http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('987654');
    // A path no route matches is one series, whatever was asked.
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing-123' });
    expect(await scrape()).toMatch(
      /portal_http_requests_total\{method="GET",route="\(unmatched\)",status_code="404"\}/,
    );
  });

  it('counts one-time codes sent and refused', async () => {
    const sent = await delta(
      () => askForCode(t.app, { brand: 1, email: DEMO.bruno.email }),
      'portal_one_time_codes_sent_total',
      { channel: 'email', kind: 'code' },
    );
    expect(sent).toBe(1);
    const code = await latestCode(t.app, DEMO.bruno.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(code.length, '0');
    const refused = await delta(
      () => logIn(t.app, { brand: 1, email: DEMO.bruno.email, tokenCode: wrong }),
      'portal_one_time_codes_refused_total',
      { reason: 'code_wrong' },
    );
    expect(refused).toBe(1);
    // Asking again at once is refused by the resend countdown: counted as a refusal too.
    const throttled = await delta(
      () => askForCode(t.app, { brand: 1, email: DEMO.bruno.email }),
      'portal_one_time_codes_refused_total',
      { reason: 'code_resend_too_soon' },
    );
    expect(throttled).toBe(1);
  });

  it('counts protocols created and the bytes of uploaded files', async () => {
    const { createProtocol, upload } = uploadHelpers(
      () => t,
      () => ana,
    );
    let prtId = 0;
    const created = await delta(async () => {
      prtId = await createProtocol();
    }, 'portal_protocols_created_total');
    expect(created).toBe(1);
    const before = value(await scrape(), 'portal_upload_bytes_total');
    const answer = await upload(
      { prt_id: String(prtId), is_nfe: 'N' },
      { name: 'foto.jpg', bytes: sampleBytes.jpeg, type: 'image/jpeg' },
    );
    expect(answer.statusCode).toBe(200);
    const files = await t.app.inject({
      method: 'GET',
      url: `/api/returns/protocols/b2c/${prtId}/files`,
      headers: { cookie: ana },
    });
    const stored = (files.json().files as { size: number }[]).reduce((sum, file) => sum + file.size, 0);
    expect(stored).toBeGreaterThan(0);
    expect(value(await scrape(), 'portal_upload_bytes_total') - before).toBe(stored);
  });

  it('reports the database pool (PGlite: one connection, nothing waits) and process metrics', async () => {
    const text = await scrape();
    const total = value(text, 'portal_db_pool_connections_total');
    expect(total).toBeGreaterThanOrEqual(1);
    expect(value(text, 'portal_db_pool_connections_in_use')).toBeLessThanOrEqual(total);
    expect(value(text, 'portal_db_pool_waiting')).toBe(0);
    expect(text).toContain('portal_process_resident_memory_bytes');
  });

  it('answers nothing but GET /metrics, and the public port has no /metrics', async () => {
    const port = t.app.metricsAddress()!.port;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('without METRICS_PORT', () => {
  it('opens no listener', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      expect(plain.app.metricsAddress()).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
