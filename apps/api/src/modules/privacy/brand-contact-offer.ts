/**
 * The contact a brand holds for the shopper, offered in 'Meus dados' (issue 44, ADR 0070). A brand's system never
 * changes how an account signs in: an e-mail or phone it sends that the account does not hold stays on that brand's
 * order (its record of the customer). The shopper, signed in at that brand, is shown the one of her latest order
 * there and may take it; taking it is the ordinary contact change of 'Meus dados' (a code sent to the new contact,
 * POST /privacy/me/contact and /confirm), so nobody points an account at a contact they do not hold.
 *
 * A contact another account holds is not offered: the change would be refused (contact_in_use).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import { joinPhone, offeredContacts } from '@portal/domain';
import type { Database } from '../../db/client';
import { consumers, orders } from '../../db/schema';
import { errorAnswers } from '../../lib/error-answer';
import { requireBrand } from '../../plugins/brand';
import { requireSession } from '../../plugins/session';

export interface ContactOffer {
  email: string | null;
  phone: string | null;
}

const NONE: ContactOffer = { email: null, phone: null };

/** What the brand's latest order of the shopper says of her contacts that her account does not. */
export async function brandContactOffer(
  db: Database,
  input: { consumerId: number; companyCodes: readonly number[] },
): Promise<ContactOffer> {
  if (input.companyCodes.length === 0) return NONE;
  const [row] = await db
    .select({
      accountEmail: consumers.email,
      accountPhone: consumers.phone,
      erasedAt: consumers.erasedAt,
      email: orders.email,
      phoneDdi: orders.phoneDdi,
      phoneDdd: orders.phoneDdd,
      phoneNumber: orders.phoneNumber,
    })
    .from(orders)
    .innerJoin(consumers, eq(consumers.id, orders.consumerId))
    .where(and(eq(orders.consumerId, input.consumerId), inArray(orders.companyCode, [...input.companyCodes])))
    .orderBy(desc(orders.orderedAt), desc(orders.id))
    .limit(1);
  if (!row || row.erasedAt) return NONE;
  const brandPhone = row.phoneNumber
    ? joinPhone({ ddi: row.phoneDdi, ddd: row.phoneDdd, number: row.phoneNumber })
    : null;
  const offered = offeredContacts(
    { cpf: null, email: row.accountEmail, phone: row.accountPhone },
    { cpf: null, email: row.email, phone: brandPhone },
  );
  const offer: ContactOffer = {
    email: offered.includes('email') ? row.email : null,
    phone: offered.includes('phone') ? brandPhone : null,
  };
  const wanted = [
    ...(offer.email !== null ? [eq(consumers.email, offer.email)] : []),
    ...(offer.phone !== null ? [eq(consumers.phone, offer.phone)] : []),
  ];
  if (wanted.length === 0) return offer;
  const held = await db
    .select({ email: consumers.email, phone: consumers.phone })
    .from(consumers)
    .where(and(ne(consumers.id, input.consumerId), or(...wanted)));
  return {
    email: held.some((other) => other.email === offer.email) ? null : offer.email,
    phone: held.some((other) => other.phone === offer.phone) ? null : offer.phone,
  };
}

const contactOfferAnswer = z
  .object({
    email: z.string().nullable().describe("The e-mail this brand's latest order holds, when the account has another."),
    phone: z
      .string()
      .nullable()
      .describe("The phone (digits with country code) this brand's latest order holds, when the account has another."),
  })
  .describe(
    'The contacts this brand holds for the shopper that her account does not; null for none. She takes one with ' +
      'POST /privacy/me/contact (a code goes to it) and /privacy/me/contact/confirm.',
  );

/** GET /privacy/me/contact-offer: the signed-in shopper's, at the brand of the request's host. */
const brandContactOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy/me/contact-offer',
    { schema: { response: { 200: contactOfferAnswer, ...errorAnswers(401, 404) } } },
    async (request) => {
      const session = requireSession(request);
      return brandContactOffer(app.db, {
        consumerId: session.consumerId,
        companyCodes: requireBrand(request).companyCodes,
      });
    },
  );
};

export default brandContactOfferRoutes;
