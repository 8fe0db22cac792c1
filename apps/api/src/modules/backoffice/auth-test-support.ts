/**
 * Asking an operator's sign-in code in a test. The code e-mail is sent after the 202 (ADR 0040), so a test that reads
 * the outbox waits for the send's event first, never for time.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { callWith } from '../../test/call-with';
import { OPERATOR_CODE_SETTLED, operatorCodeEvents, type OperatorCodeOutcome } from './auth-service';

/** POST /api/backoffice/auth/code, then (on a 202) what became of its e-mail: the answer and that outcome. */
export async function askOperatorCode(
  call: ReturnType<typeof callWith>,
  email: string,
  options: { host?: string } = {},
): Promise<{ response: Awaited<ReturnType<ReturnType<typeof callWith>>>; outcome: OperatorCodeOutcome | null }> {
  // Listening before the call: the send may settle before inject's promise resolves.
  const stop = new AbortController();
  const settled = once(operatorCodeEvents, OPERATOR_CODE_SETTLED, { signal: stop.signal });
  const response = await call('POST', '/api/backoffice/auth/code', { body: { email }, ...options });
  if (response.statusCode !== 202) {
    // Nothing will settle: drop the listener so the next call's wait is its own.
    settled.catch(() => undefined);
    stop.abort();
    return { response, outcome: null };
  }
  const [outcome] = (await settled) as [OperatorCodeOutcome];
  return { response, outcome };
}

/**
 * A loopback SMTP server whose answer to a message's data can be held back (the test releases it) and that refuses
 * chosen recipients: a slow and a failing mail server, to show that neither reaches the code request's answer.
 */
export interface GatedSmtp {
  url: string;
  /** Recipients refused at RCPT TO (a 550), as a mail server that is down for them. */
  refused: Set<string>;
  /** From now on, messages wait at DATA until `release()`. */
  hold(): void;
  release(): void;
  /** How many messages the server has accepted so far. */
  accepted(): number;
  close(): Promise<void>;
}

export async function startGatedSmtp(): Promise<GatedSmtp> {
  const refused = new Set<string>();
  let held: (() => void)[] | null = null;
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        refused.has(address.address)
          ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 })
          : undefined,
      );
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        const accept = () => {
          accepted += 1;
          callback();
        };
        if (held) held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    refused,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((accept) => accept());
    },
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
