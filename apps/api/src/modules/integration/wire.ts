/**
 * The integration API's request and answer schemas (issue 25), with examples for the OpenAPI document.
 *
 * The body's documents are validated one by one by the service, not by the route: a call with one bad order must
 * still apply the other 499 and say which one was refused and why. So the route takes each document as it is, and
 * the OpenAPI document shows the document schema the service parses with (`documented`).
 */
import { z } from 'zod';
import {
  MAX_ORDERS_PER_CALL,
  MAX_STOCK_ITEMS_PER_CALL,
  orderDocument,
  stockItem,
  type OrderDocumentInput,
} from '@portal/domain';

/** Any value, shown in the OpenAPI document as `schema` (its input form) with the given description. */
function documented(schema: z.ZodType, description: string) {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return z.unknown().meta({ ...jsonSchema, description });
}

export const exampleOrder: OrderDocumentInput = {
  orderId: '8812345',
  companyCode: 1,
  branchCode: 1,
  paymentType: 6,
  totalCents: 25980,
  placedAt: '2026-03-01T10:15:00-03:00',
  deliveredAt: '2026-03-05T14:40:00-03:00',
  origin: 'eComm',
  marketplace: false,
  reinvoice: false,
  trackingCode: 'BR123456789BR',
  customer: {
    cpf: '529.982.247-25',
    name: 'Ana Souza',
    email: 'ana.souza@example.com',
    phone: '+55 (11) 98765-4321',
    address: {
      cep: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 82',
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
    },
  },
  lines: [
    {
      invoiceSeq: 1,
      itemSeq: 1,
      invoiceNumber: '000231688',
      productCode: '10020030',
      productName: 'Tênis Corrida Leve',
      model: 'TCL-01',
      sizeCode: 'CAL',
      size: '38',
      colour: 'Preto',
      quantity: 1,
      unitPriceCents: 25980,
      imageUrl: 'https://cdn.example.com/products/tcl-01-preto.jpg',
    },
  ],
};

const fieldError = z
  .object({
    field: z.string().describe("Where, as a dotted path into the document: 'customer.cpf', 'lines.2.unitPriceCents'."),
    code: z.string().describe('Stable snake_case code, e.g. invalid_cpf, unknown_field, line_in_protocol.'),
    message: z.string().describe('An English sentence for the integration engineer; never echoes the value.'),
  })
  .describe('One reason a document was refused.');

const rejectionErrors = z.array(fieldError).optional().describe('Why it was rejected (rejected only).');

export const ordersBody = z
  .strictObject({
    orders: z
      .array(
        documented(
          orderDocument,
          'One order document. Money in integer cents (fields ending in Cents); instants ISO 8601 with offset; ' +
            'invoiceNumber a string (leading zeros kept). Unknown keys are refused.',
        ),
      )
      .min(1)
      .max(MAX_ORDERS_PER_CALL)
      .describe(`1 to ${MAX_ORDERS_PER_CALL} order documents, each applied or refused on its own.`),
  })
  .meta({ examples: [{ orders: [exampleOrder] }] });

export const ordersAnswer = z
  .object({
    results: z
      .array(
        z.object({
          orderId: z.string().describe("The document's orderId ('' when it had none)."),
          outcome: z
            .enum(['created', 'updated', 'unchanged', 'rejected'])
            .describe('unchanged: the stored order already equals the document; nothing was written.'),
          errors: rejectionErrors,
          warnings: z
            .array(fieldError)
            .optional()
            .describe(
              'Applied, but worth a look (created, updated or unchanged only). customer_conflict: the CPF, e-mail ' +
                "or phone (field customer.cpf, customer.email, customer.phone) differs from the portal account's the " +
                "customer was matched to; the order keeps the document's, the account keeps its own, and a new " +
                'contact is offered to the shopper to confirm with a code. A brand never changes how a shopper signs in.',
            ),
        }),
      )
      .describe('One result per document, in the order sent.'),
  })
  .meta({
    examples: [
      {
        results: [
          { orderId: '8812345', outcome: 'created' },
          {
            orderId: '8812347',
            outcome: 'updated',
            warnings: [
              {
                field: 'customer.email',
                code: 'customer_conflict',
                message:
                  "The portal account the customer was matched to holds another value; the order keeps the document's, " +
                  'the account keeps its own (a brand never changes how a shopper signs in).',
              },
            ],
          },
          {
            orderId: '8812346',
            outcome: 'rejected',
            errors: [
              {
                field: 'customer.cpf',
                code: 'invalid_cpf',
                message: 'The CPF is not valid (11 digits with valid check digits).',
              },
            ],
          },
        ],
      },
    ],
  });

const exampleStockItem = {
  productCode: '10020030',
  model: 'TCL-01',
  size: '38',
  colour: 'Preto',
  quantity: 12,
  asOf: '2026-03-01T10:15:00-03:00',
};

export const stockBody = z
  .strictObject({
    items: z
      .array(
        documented(
          stockItem,
          'The absolute stock of one variant (model, colour name, size) as of `asOf`; an item older than the stored ' +
            'level is ignored.',
        ),
      )
      .min(1)
      .max(MAX_STOCK_ITEMS_PER_CALL)
      .describe(`1 to ${MAX_STOCK_ITEMS_PER_CALL} stock items, each applied or refused on its own.`),
  })
  .meta({ examples: [{ items: [exampleStockItem] }] });

export const stockAnswer = z
  .object({
    results: z
      .array(
        z.object({
          index: z.number().int().describe("The item's position in the call, from 0."),
          outcome: z
            .enum(['created', 'updated', 'ignored', 'rejected'])
            .describe('ignored: a level as of the same or a later instant is already stored.'),
          errors: rejectionErrors,
        }),
      )
      .describe('One result per item, in the order sent.'),
  })
  .meta({ examples: [{ results: [{ index: 0, outcome: 'updated' }] }] });
