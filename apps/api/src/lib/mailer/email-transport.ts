import { createTransport } from 'nodemailer';

export interface EmailTransport {
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<void>;
  close(): void;
}

/**
 * Timeouts well under nodemailer's two-minute defaults: a shopper is waiting on the answer to the code request.
 * Options written in the URL's query (e.g. `?ignoreTLS=true` for a loopback test server) override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createEmailTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close() {
      transporter.close();
    },
  };
}
