/** Answer and body schemas of the privacy routes (issue 28), described for the OpenAPI document. */
import { z } from 'zod';

const addressSchema = z
  .object({
    cep: z.string(),
    street: z.string(),
    number: z.string(),
    complement: z.string(),
    district: z.string(),
    city: z.string(),
    uf: z.string(),
    from: z.enum(['order', 'protocol']).describe('Where the portal holds it: an order of the brand or a protocol.'),
    brand: z.string().describe('The brand whose record holds it.'),
  })
  .describe('An address the portal holds, once per distinct address.');

export const overviewAnswer = z
  .object({
    identity: z.object({
      name: z.string(),
      cpf: z.string().describe('The full CPF (digits), shown only when the shopper asks; empty when unknown.'),
      cpfMasked: z.string().describe("The CPF as '***.456.789-**'."),
    }),
    contacts: z.object({ email: z.string(), phone: z.string().describe('Digits with country code.') }),
    addresses: z.array(addressSchema),
    bank: z
      .object({
        bankCode: z.string(),
        bankName: z.string().describe("The bank's name for its code (issue 46); empty when none is saved or unknown."),
        agencyMasked: z.string(),
        accountMasked: z.string(),
        pixKeyMasked: z.string(),
      })
      .describe('Saved bank data and Pix key, masked; empty strings when none is saved.'),
    protocols: z.array(
      z.object({
        id: z.number().int(),
        brand: z.string(),
        createdAt: z.string(),
        statusId: z.number().int(),
        open: z.boolean(),
        files: z.array(
          z.object({ id: z.number().int(), name: z.string(), isInvoice: z.boolean(), sizeBytes: z.number().int() }),
        ),
      }),
    ),
    wallet: z.object({
      movements: z.array(
        z.object({
          brand: z.string(),
          movedAt: z.string(),
          operation: z.enum(['Credit', 'Debit']),
          valueCents: z.number().int().describe('Value in cents.'),
          description: z.string(),
        }),
      ),
      coupons: z.array(
        z.object({
          brand: z.string(),
          campaign: z.string(),
          discountPercent: z.number().int(),
          validUntil: z.string(),
          status: z.string(),
        }),
      ),
      balances: z.array(z.object({ brand: z.string(), balanceCents: z.number().int().describe('Balance in cents.') })),
    }),
    signIns: z.array(
      z.object({
        at: z.string(),
        brand: z.string(),
        channel: z.enum(['email', 'sms']),
        deviceClass: z.string().describe('mobile, tablet, desktop or other.'),
      }),
    ),
    brands: z
      .array(
        z.object({ name: z.string(), holds: z.array(z.enum(['orders', 'protocols', 'wallet', 'coupons', 'signIns'])) }),
      )
      .describe('Which brand holds what about the shopper.'),
    operatorReads: z
      .array(
        z.object({
          at: z.string().describe('When, an ISO 8601 instant (UTC).'),
          role: z.enum(['agent', 'admin']).describe("Who, by role: the operator's name and e-mail are staff data."),
          brand: z.string().nullable().describe('Whose team: the brand of the protocol read (null once it is gone).'),
          what: z
            .enum(['protocol_view', 'file_download', 'search'])
            .describe('What was read: the protocol, one of its files, or a search by CPF or e-mail that showed it.'),
          protocolId: z.number().int().nullable().describe('Why: the protocol read.'),
        }),
      )
      .describe(
        "Who read the shopper's data and why, newest first (the latest 200); one entry per operator, protocol and " +
          'kind of read within 10 minutes (ADR 0093).',
      ),
    erasure: z.object({
      allowed: z.boolean(),
      openProtocolIds: z.array(z.number().int()),
      balanceCents: z
        .number()
        .int()
        .describe('Wallet balance still held, in cents, over every brand (negative: owed by the shopper).'),
      pendingRefundCents: z
        .number()
        .int()
        .describe('Refunds asked for and not yet paid, in cents: erasure waits for them (ADR 0071).'),
      invoiceYears: z.number().int().describe('How long invoices are kept after an erasure (tax law).'),
    }),
  })
  .describe("Everything the portal holds about the signed-in shopper, grouped ('Meus dados').");

export const codePurposeBody = z
  .strictObject({ purpose: z.enum(['export', 'erasure']) })
  .describe('Which action the code will confirm.');

export const codeSentAnswer = z
  .object({ sentTo: z.string().describe('Where the code went, masked.') })
  .describe('A one-time code was sent.');

export const codeBody = z.strictObject({ code: z.string().describe('The six-digit code received.') });

export const exportAnswer = z
  .object({
    status: z
      .enum(['ready', 'preparing'])
      .describe('ready: download now; preparing: a link goes by e-mail when ready.'),
    downloadUrl: z.string().nullable().describe('The one-time download link (24 h), when ready.'),
    expiresAt: z.string(),
  })
  .describe("The shopper's data export.");

export const okAnswer = z.object({ ok: z.literal(true) }).describe('Done.');

export const erasedAnswer = z
  .object({ erased: z.literal(true), keptInvoices: z.number().int(), deletedFiles: z.number().int() })
  .describe('The personal data was anonymised, and the session ended.');

/** The admins' list of reads is a console call: its schemas are the domain's, which the console parses with. */
export { operatorReadsAnswer, operatorReadsQuery, READS_PAGE_SIZE } from '@portal/domain/backoffice';
