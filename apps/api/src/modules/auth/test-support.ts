/** Helpers shared by the authentication tests (not a test file itself). */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { cookieHeader } from '../../test/test-app';

export const BRAND1_HOST = 'localhost';
export const BRAND2_HOST = 'brand2.localhost';

let ipCounter = 0;
/** A fresh client address per test, so the per-IP hourly cap of one test never leaks into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}`;
}

export interface CallOptions {
  host?: string;
  ip?: string;
  lang?: string;
  cookie?: string;
}

function headers(options: CallOptions): Record<string, string> {
  const result: Record<string, string> = { host: options.host ?? BRAND1_HOST };
  if (options.lang) result['accept-language'] = options.lang;
  if (options.cookie) result.cookie = options.cookie;
  return result;
}

export function askForCode(app: FastifyInstance, body: Record<string, unknown>, options: CallOptions = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/authentication/fastaccess/code',
    headers: headers(options),
    remoteAddress: options.ip ?? nextIp(),
    payload: body,
  });
}

export function logIn(app: FastifyInstance, body: Record<string, unknown>, options: CallOptions = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/authentication/fastaccess/login',
    headers: headers(options),
    remoteAddress: options.ip ?? nextIp(),
    payload: body,
  });
}

export function validate(app: FastifyInstance, options: CallOptions = {}) {
  return app.inject({ method: 'GET', url: '/api/authentication/valid', headers: headers(options) });
}

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  code: string | null;
  createdAt: string;
  brandId: number | null;
  delivery: string;
}

/** The dev outbox, newest first, as an e2e fixture reads it. */
export async function outboxFor(app: FastifyInstance, to: string, host = BRAND1_HOST): Promise<OutboxEntry[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    headers: { host },
  });
  if (response.statusCode !== 200) throw new Error(`dev outbox answered ${response.statusCode}`);
  return (response.json() as { messages: OutboxEntry[] }).messages;
}

/** The code of the newest message to `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await outboxFor(app, to);
  if (!message?.code) throw new Error(`no code in the outbox for ${to}`);
  return message.code;
}

/** Asks for a code and logs in with it; returns the login response and the session cookie header. */
export async function signIn(
  app: FastifyInstance,
  identity: { email: string } | { fone: string },
  options: CallOptions & { brand?: number } = {},
): Promise<{ response: LightMyRequestResponse; cookie: string }> {
  const brand = options.brand ?? 1;
  const asked = await askForCode(app, { brand, ...identity }, options);
  if (asked.statusCode !== 200) throw new Error(`code request answered ${asked.statusCode}: ${asked.body}`);
  const to = 'email' in identity ? identity.email : identity.fone;
  const tokenCode = await latestCode(app, to);
  const response = await logIn(app, { brand, tokenCode, ...identity }, options);
  return { response, cookie: cookieHeader(response.headers['set-cookie']) };
}

/** A wrong code for a known right one: same length, different digits. */
export function wrongCode(code: string): string {
  return code
    .split('')
    .map((digit) => String((Number(digit) + 1) % 10))
    .join('');
}

export const HOUR_MS = 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------------------
// Loopback SMTP server and SMS webhook, for delivery tests

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const joined = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeTransfer(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_whole, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Just enough MIME for the messages nodemailer builds: a subject and a text and/or html part. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${raw.slice(0, split)}\r\n\r\n${body}`];
  for (const chunk of chunks) {
    const at = chunk.replace(/^\r?\n/, '').search(/\r?\n\r?\n/);
    const trimmed = chunk.replace(/^\r?\n/, '');
    const partHeaders = parseHeaders(trimmed.slice(0, at));
    const content = decodeTransfer(
      trimmed.slice(at).replace(/^\r?\n\r?\n/, ''),
      partHeaders['content-transfer-encoding'] ?? '',
    );
    if (/text\/plain/i.test(partHeaders['content-type'] ?? '')) parts.text = content;
    if (/text\/html/i.test(partHeaders['content-type'] ?? '')) parts.html = content;
  }
  return {
    ...envelope,
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: parts.text ?? '',
    html: parts.html ?? '',
    raw,
  };
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the mail received at position `index` (0 = first), waiting for it if needed. */
  mailAt(index: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no auth, no STARTTLS: a plain local sink) that keeps what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    mails,
    async mailAt(index) {
      while (mails.length <= index) await new Promise<void>((resolve) => waiters.push(resolve));
      return mails[index]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SmsSink {
  url: string;
  requests: { headers: IncomingHttpHeaders; body: unknown }[];
  /** The status the webhook answers with (set 500 to simulate a provider failure). */
  status: number;
  close(): Promise<void>;
}

/** A local HTTP server standing in for the SMS provider. */
export async function startSmsSink(): Promise<SmsSink> {
  const sink: SmsSink = {
    url: '',
    requests: [],
    status: 200,
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      sink.requests.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
      });
      response.writeHead(sink.status, { 'Content-Type': 'application/json' }).end('{"id":"msg-1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  sink.url = `http://127.0.0.1:${port}/sms`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
