import type { FastifyBaseLogger } from 'fastify';
import { isProduction, type Config } from '../../config';
import type { Database } from '../../db/client';
import { createEmailTransport, type EmailTransport } from './email-transport';
import { insertOutboxRecord } from './outbox-repo';
import { createSmsTransport, type SmsTransport } from './sms-transport';
import type { Delivery, OutgoingMessage } from './types';

export interface Messenger {
  /** Sends through the channel's transport when one is configured, and always records the message in the outbox. */
  deliver(message: OutgoingMessage): Promise<Delivery>;
  close(): void;
}

export interface MessengerDependencies {
  config: Config;
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** Only an error's code (ECONNREFUSED, EENVELOPE…) is logged: SMTP replies can quote the recipient's address. */
function errorCode(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (typeof code === 'string') return code;
    if (typeof name === 'string') return name;
  }
  return 'unknown';
}

export function createMessenger(deps: MessengerDependencies): Messenger {
  const { config } = deps;
  const production = isProduction(config);
  const email: EmailTransport | null = config.SMTP_URL ? createEmailTransport(config.SMTP_URL, config.MAIL_FROM) : null;
  const sms: SmsTransport | null = config.SMS_WEBHOOK_URL ? createSmsTransport(config.SMS_WEBHOOK_URL) : null;

  async function send(message: OutgoingMessage): Promise<Delivery> {
    if (message.channel === 'email') {
      if (!email) return 'outbox';
      await email.send({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        idempotencyKey: message.idempotencyKey,
      });
      return 'sent';
    }
    if (!sms) return 'outbox';
    await sms.send({ to: message.to, text: message.text, idempotencyKey: message.idempotencyKey });
    return 'sent';
  }

  return {
    async deliver(message) {
      let delivery: Delivery;
      try {
        delivery = await send(message);
      } catch (error) {
        delivery = 'failed';
        deps.log.warn(
          { channel: message.channel, recipient: message.toMasked, error: errorCode(error) },
          'message delivery failed',
        );
      }
      const keepSecrets = !production;
      const code = message.code;
      await insertOutboxRecord(deps.db, {
        brandId: message.brandId,
        channel: message.channel,
        recipientMasked: message.toMasked,
        recipient: keepSecrets ? message.to : null,
        subject: message.subject,
        // In production the audit trail shows that a code went out, never which one.
        text: keepSecrets || !code ? message.text : message.text.replaceAll(code, '•'.repeat(code.length)),
        code: keepSecrets ? (code ?? null) : null,
        delivery,
        createdAt: deps.clock(),
      });
      deps.log.info({ channel: message.channel, recipient: message.toMasked, delivery }, 'message recorded');
      return delivery;
    },
    close() {
      email?.close();
    },
  };
}
