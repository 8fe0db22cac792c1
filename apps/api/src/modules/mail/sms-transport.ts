export interface SmsTransport {
  send(message: { to: string; text: string; idempotencyKey?: string }): Promise<void>;
}

/** A provider that does not answer within this time counts as failed, so the shopper is not left waiting. */
const SMS_WEBHOOK_TIMEOUT_MS = 5_000;

export class SmsDeliveryError extends Error {
  constructor(readonly status: number) {
    super(`SMS provider answered ${status}`);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * The HTTP provider contract: POST JSON `{ to, text }`, where `to` is E.164 (`+5511987654321`); any 2xx is accepted.
 * A message that may be retried carries `Idempotency-Key`, the same on every retry, for the provider to deduplicate.
 */
export function createSmsTransport(webhookUrl: string): SmsTransport {
  return {
    async send({ to, text, idempotencyKey }) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: JSON.stringify({ to: `+${to}`, text }),
        signal: AbortSignal.timeout(SMS_WEBHOOK_TIMEOUT_MS),
      });
      // The body is drained so the connection can be reused; its content is not ours to log.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsDeliveryError(response.status);
    },
  };
}
