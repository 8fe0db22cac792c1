import { z } from 'zod';

const identityText = z.string().max(200).nullish();

/**
 * POST /returns/orders takes no filter: only the identity fields of the existing contract, each optional and each
 * required to name the session's own customer (ARCHITECTURE §6).
 */
export const ordersBody = z
  .object({
    usu_email: identityText,
    usu_login: identityText,
    email: identityText,
    cpf: identityText,
    con_id: z.union([z.string().max(20), z.number().int()]).nullish(),
  })
  // A POST without a body reaches the schema as null.
  .nullish();
