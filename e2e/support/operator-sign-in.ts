/**
 * One sign-in of the back office's development operators (apps/api/src/db/seed/operators.ts: an e-mail code from the
 * dev outbox, then the TOTP of a public secret), shared by every spec that needs one. The same operator may be signing
 * in on the other worker at that moment (the admin: backoffice.spec.ts's phone test and the operators page at both
 * widths), and three rules of the server made such sign-ins collide:
 * - a new code voids the operator's previous one, so a code one worker had read was refused once the other asked;
 * - one code request per operator every RESEND_COUNTDOWN_SECONDS (429 with Retry-After), and hourly caps;
 * - each TOTP time step signs an operator in once (the server keeps the last step it accepted, and accepts one step
 *   either side of its clock), so a second sign-in in the same 30 s was refused as a replay.
 * So a sign-in holds a lock per operator (a folder in the run's output folder, as the shoppers' session cache does)
 * from its code request to the accepted token, and writes down the time step it used; the next sign-in of that
 * operator uses a later step, waiting for the clock to reach it when it lies beyond the server's one-step tolerance.
 * A 429 is waited out until the moment its Retry-After names. The development throttles are cleared only for an
 * hourly cap (as the login() fixture does), never to skip a spacing: that would also lift the spacing auth.spec.ts
 * expects to be refused.
 *
 * - `devOperator(role, use)`: the operator to sign in as, one per role, browser width and use (the seed's numbered
 *   operators), so a sign-in is mostly its operator's first of the run and the rules above rarely make it wait; the
 *   lock and the waits stay for the rest (two workers on one width, a shared session a test ended).
 * - `openOperatorSignIn(page, to)`: opens `to` signed out, which shows the sign-in screen (for the UI sign-in).
 * - `signInThroughUi(page, operator)`: fills the open sign-in screen, for a spec about the sign-in or where it lands.
 * - `signInThroughApi(page, operator)`: the same three calls through `page.request`, for a spec that only needs a
 *   session; the operator's cookie lands in the page's context. The session is shared by the run (checked before
 *   reuse), so only the first spec of an operator waits for a code and a time step.
 * - `waitOutRetryAfter(page, answer, brandId)`: for any 429, also the shoppers' code requests.
 */
import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectConsoleMessage } from './console-watch';
import { brandOrigin, type BrandId } from './env';
import { NAVIGATION_TIMEOUT_MS } from './timeouts';

/** Base32, the seed's public development secret (never in production). Written again here: the seed imports API code. */
const DEV_OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export interface DevOperator {
  email: string;
  name: string;
}

/**
 * The development operator a test signs in as (the seed's PARALLEL_DEV_OPERATORS, agents and admins 1-4 of every
 * brand): one per role, browser width and use, so that no operator signs in twice in a row. One operator's sign-ins
 * are spaced by the server (a code every RESEND_COUNTDOWN_SECONDS, one sign-in per TOTP step), and with one agent and
 * one admin for the whole run, tests waited for those rules 150 s in all (2026-11-28). 'screen': the spec of the
 * sign-in screen itself (a fresh sign-in each time); 'session': the run's shared session of that width.
 */
export function devOperator(role: 'agent' | 'admin', use: 'screen' | 'session'): DevOperator {
  const width = test.info().project.name === 'desktop' ? 1 : 0;
  const n = 1 + 2 * width + (use === 'session' ? 1 : 0);
  return role === 'agent'
    ? { email: `agente-${n}@backoffice.localhost`, name: `Agente Paralelo ${n}` }
    : { email: `admin-${n}@backoffice.localhost`, name: `Admin Paralelo ${n}` };
}

/** The operator's session cookie (apps/api/src/modules/backoffice/operator-session.ts). */
const OPERATOR_COOKIE = 'op_session';

/** The console is reached on brand 1's host; the operators are of every brand. */
const BRAND: BrandId = 1;
const TOTP_STEP_MS = 30_000;
/** Longer Retry-After values are hourly caps, which no test should wait out. */
const MAX_WAIT_SECONDS = 60;
const MAX_REFUSALS = 4;
/** A lock whose owner process is gone, or older than any sign-in, is left behind by a stopped worker. */
const STALE_LOCK_MS = 5 * 60_000;

/** What a page's Response and an APIResponse both tell. */
interface Answer {
  status(): number;
  headers(): Record<string, string>;
}

const url = (apiPath: string) => `${brandOrigin(BRAND)}${apiPath}`;

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until the moment `at` (epoch ms), and gives the test that time on top of its own. */
async function waitUntil(at: number): Promise<void> {
  const ms = at - Date.now();
  if (ms <= 0) return;
  test.info().setTimeout(test.info().timeout + ms);
  await sleep(ms);
}

/**
 * A 429 just received: waits until the moment its Retry-After names (counted from now, which is after the server
 * decided), or clears an hourly cap through the development-only DELETE /api/dev/throttles. A refused request is not
 * counted by the server, so the request asked again at that moment is accepted unless someone else asked meanwhile.
 */
export async function waitOutRetryAfter(page: Page, answer: Answer, brandId: BrandId): Promise<void> {
  const seconds = Number(answer.headers()['retry-after']);
  expect(seconds, 'a 429 names its Retry-After').toBeGreaterThan(0);
  if (seconds <= MAX_WAIT_SECONDS) return waitUntil(Date.now() + seconds * 1000);
  const reset = await page.request.delete(`${brandOrigin(brandId)}/api/dev/throttles`, {
    headers: { Origin: brandOrigin(brandId) },
  });
  expect(reset.ok(), 'the development throttles are cleared').toBe(true);
}

// --- TOTP -------------------------------------------------------------------------------------------------------

/** RFC 6238 (SHA-1, 30 s, 6 digits) for the time step `step`: what an authenticator app shows for the secret. */
function totpForStep(secretBase32: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secretBase32].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = hash[hash.length - 1]! & 15;
  return String((hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const currentStep = () => Math.floor(Date.now() / TOTP_STEP_MS);

// --- one sign-in of an operator at a time ---------------------------------------------------------------------

function operatorFiles(email: string) {
  const dir = path.join(test.info().project.outputDir, '.operator-sign-in');
  const key = email.replace(/[^a-z0-9]+/gi, '_');
  const file = (suffix: string) => path.join(dir, `${key}.${suffix}`);
  return {
    lock: file('lock'),
    lastStep: file('last-step'),
    session: file('session.json'),
    sessionLock: file('session.lock'),
  };
}

function lockIsStale(lock: string): boolean {
  try {
    const owner = Number(readFileSync(path.join(lock, 'owner'), 'utf8'));
    try {
      process.kill(owner, 0);
    } catch {
      return true;
    }
    return Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS;
  } catch {
    // Just taken (no owner written yet) or just released.
    return false;
  }
}

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (lockIsStale(lock)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
  writeFileSync(path.join(lock, 'owner'), String(process.pid));
  return true;
}

/** Runs `fn` while no other sign-in of the operator runs; the time spent waiting is added to the test's. */
async function oneAtATime<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(lock), { recursive: true });
  const started = Date.now();
  while (!tryLock(lock)) await sleep(200);
  test.info().setTimeout(test.info().timeout + (Date.now() - started));
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// --- the three steps ------------------------------------------------------------------------------------------

interface SignInSteps {
  askForCode(): Promise<Answer>;
  confirmCode(code: string): Promise<Answer>;
  sendToken(token: string): Promise<Answer>;
}

/** Asks for a code until the server sends one; resolves with the moment it was asked for. */
async function askForCode(page: Page, steps: SignInSteps): Promise<number> {
  for (let refusals = 0; refusals < MAX_REFUSALS; refusals += 1) {
    const since = Date.now();
    const answer = await steps.askForCode();
    if (answer.status() === 202) return since;
    expect(answer.status(), 'a code request is only refused by a throttle').toBe(429);
    expectConsoleMessage(/status of 429 .*\/api\/backoffice\/auth\/code/, 'the operator asked for a code moments ago');
    await waitOutRetryAfter(page, answer, BRAND);
  }
  throw new Error('the operator code request kept being refused');
}

/** The code the dev outbox holds for `email`, sent since `since` (the lock keeps any other from being sent). */
async function readCode(page: Page, email: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.get(url(`/api/dev/outbox?to=${encodeURIComponent(email)}`));
        const { messages } = (await response.json()) as { messages: { code: string | null; createdAt: string }[] };
        // Newest first; the 2 s allow for the server's clock reading a little before this one's.
        code = messages.find((m) => m.code && Date.parse(m.createdAt) >= since - 2_000)?.code ?? '';
        return code;
      },
      { message: `a sign-in code for ${email} in the dev outbox`, timeout: NAVIGATION_TIMEOUT_MS },
    )
    .not.toBe('');
  return code;
}

/**
 * Sends the token of the first time step after `lastStep` that is not already past (the current one, or the next
 * when this one was used: the server accepts one step ahead), waiting for the clock when even that is too far.
 * A token refused as used (a sign-in this run did not record, e.g. on a reused server) moves on to the next step.
 */
async function sendToken(page: Page, steps: SignInSteps, lastStep: number | null): Promise<number> {
  let step = Math.max(currentStep(), (lastStep ?? 0) + 1);
  for (let refusals = 0; refusals < MAX_REFUSALS; refusals += 1) {
    await waitUntil((step - 1) * TOTP_STEP_MS);
    const answer = await steps.sendToken(totpForStep(DEV_OPERATOR_TOTP_SECRET, step));
    if (answer.status() === 200) return step;
    if (answer.status() === 429) {
      expectConsoleMessage(/status of 429 .*\/api\/backoffice\/auth\/totp/, 'the operator’s tokens are capped');
      await waitOutRetryAfter(page, answer, BRAND);
    } else {
      expect(answer.status(), 'a token of the right secret is only refused as already used').toBe(422);
      expectConsoleMessage(/status of 422 .*\/api\/backoffice\/auth\/totp/, 'this time step was used elsewhere');
      step += 1;
    }
    step = Math.max(step, currentStep());
  }
  throw new Error('the operator’s tokens kept being refused');
}

/** The step this run's last sign-in of the operator used, or null before the first. */
function readLastStep(file: string): number | null {
  try {
    const step = Number(readFileSync(file, 'utf8'));
    return Number.isSafeInteger(step) ? step : null;
  } catch {
    return null;
  }
}

async function signIn(page: Page, operator: DevOperator, steps: SignInSteps): Promise<void> {
  const files = operatorFiles(operator.email);
  await oneAtATime(files.lock, async () => {
    const since = await askForCode(page, steps);
    const code = await readCode(page, operator.email, since);
    expect((await steps.confirmCode(code)).status(), 'the code just sent is accepted').toBe(200);
    writeFileSync(files.lastStep, String(await sendToken(page, steps, readLastStep(files.lastStep))));
  });
}

// --- through the UI or the API ----------------------------------------------------------------------------------

/** Opens `to` (a back-office path) signed out: the console asks who is signed in, hears 401 and shows its sign-in. */
export async function openOperatorSignIn(page: Page, to = '/backoffice'): Promise<void> {
  expectConsoleMessage(/status of 401 .*\/api\/backoffice\/me/, 'the console asks who is signed in before sign-in');
  await page.goto(url(to));
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no console' })).toBeVisible({
    timeout: NAVIGATION_TIMEOUT_MS,
  });
  await expect(page).toHaveURL(/\/backoffice\/login$/);
}

/** Signs `operator` in on the sign-in screen `openOperatorSignIn` opened; the console then goes where it was asked. */
export async function signInThroughUi(page: Page, operator: DevOperator): Promise<void> {
  const submit = async (apiPath: string, field: RegExp, value: string, button: string): Promise<Answer> => {
    const answer = page.waitForResponse(
      (response) => response.url().endsWith(`/api/backoffice${apiPath}`) && response.request().method() === 'POST',
      { timeout: NAVIGATION_TIMEOUT_MS },
    );
    await page.getByRole('textbox', { name: field }).fill(value);
    await page.getByRole('button', { name: button, exact: true }).click();
    return answer;
  };
  await signIn(page, operator, {
    askForCode: () => submit('/auth/code', /^E-mail/, operator.email, 'Enviar código'),
    confirmCode: (code) => submit('/auth/verify', /^Código de acesso/, code, 'Confirmar código'),
    sendToken: (token) => submit('/auth/totp', /^Código do aplicativo autenticador/, token, 'Entrar'),
  });
}

/** Signs `operator` in without the UI, through the three calls; the session cookie lands in the page's context. */
async function signInFreshThroughApi(page: Page, operator: DevOperator): Promise<void> {
  // State-changing calls need JSON and a matching Origin (ARCHITECTURE §7), as the console sends them.
  const post = (apiPath: string, data: object) =>
    page.request.post(url(`/api/backoffice${apiPath}`), {
      data,
      headers: { Origin: brandOrigin(BRAND), 'Content-Type': 'application/json' },
      failOnStatusCode: false,
    });
  await signIn(page, operator, {
    askForCode: () => post('/auth/code', { email: operator.email }),
    confirmCode: (code) => post('/auth/verify', { email: operator.email, code }),
    sendToken: (token) => post('/auth/totp', { token }),
  });
}

async function operatorSessionIsValid(page: Page): Promise<boolean> {
  const response = await page.request.get(url('/api/backoffice/me'), { failOnStatusCode: false });
  return response.ok();
}

type SharedCookies = Parameters<ReturnType<Page['context']>['addCookies']>[0];

/** The shared session's cookies, or null before the first sign-in of the run. */
function readSharedCookies(file: string): SharedCookies | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SharedCookies;
  } catch {
    return null;
  }
}

/**
 * Signs `operator` in without the UI: the session cookie lands in the page's context. One session per operator is
 * shared by the run (a file in the run's output folder, as the shoppers' login() does), checked with GET
 * /api/backoffice/me before reuse: a sign-in costs a code spacing and a TOTP time step (up to 30 s of waiting), and a
 * spec that needs a signed-in console should not pay it again. `{ shared: false }` for a test that signs out.
 */
export async function signInThroughApi(
  page: Page,
  operator: DevOperator,
  options: { shared?: boolean } = {},
): Promise<void> {
  if (options.shared === false) return signInFreshThroughApi(page, operator);
  const files = operatorFiles(operator.email);
  // One test at a time reads or makes the shared session: a second test that read no session while the first was
  // signing in would sign in again, and wait out the spacing of the first one's code.
  await oneAtATime(files.sessionLock, async () => {
    const cookies = readSharedCookies(files.session);
    if (cookies?.length) {
      await page.context().addCookies(cookies);
      if (await operatorSessionIsValid(page)) return;
    }
    await signInFreshThroughApi(page, operator);
    // The operator's session cookie only. Its path is the console API's, so it is asked for by a URL under it (asked
    // for the origin alone, the context left it out and no session was ever shared); and not the context's other
    // cookies: the language a test chose, a shopper's session, would follow the session into every spec reusing it.
    const session = (await page.context().cookies(url('/api/backoffice/me'))).filter(
      (cookie) => cookie.name === OPERATOR_COOKIE,
    );
    writeFileSync(files.session, JSON.stringify(session));
  });
}
