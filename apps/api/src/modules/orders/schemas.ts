import { z } from 'zod';
import { identityClaimFields } from '../../db/identity-claims';

/**
 * POST /returns/orders takes no filter: only the identity fields of the existing contract, each optional and each
 * required to name the session's own customer (ARCHITECTURE §6).
 */
export const ordersBody = z
  .object(identityClaimFields)
  // A POST without a body reaches the schema as null.
  .nullish();

/** GET /returns/consumers?email: the spec's e-mail and any other identity field, all naming the session's customer. */
export const consumersQuery = z.object(identityClaimFields);
