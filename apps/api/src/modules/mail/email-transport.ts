import { createTransport } from 'nodemailer';

export interface EmailTransport {
  send(message: { to: string; subject: string; text: string; html?: string; idempotencyKey?: string }): Promise<void>;
  close(): void;
}

/**
 * Timeouts well under nodemailer's two-minute defaults: a shopper is waiting on the answer to the code request.
 * Options written in the URL's query (e.g. `?ignoreTLS=true` for a loopback test server) override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The sender's domain (`Portal <no-reply@portal.example>` → `portal.example`), the right side of a Message-ID. */
export function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export function createEmailTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const domain = senderDomain(from);
  return {
    async send({ idempotencyKey, ...message }) {
      // A stable Message-ID (else nodemailer makes a random one per send): a retry of the same message is then
      // recognisably the same message to a provider that drops duplicates.
      await transporter.sendMail({
        from,
        ...message,
        ...(idempotencyKey ? { messageId: `<${idempotencyKey}@${domain}>` } : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}
