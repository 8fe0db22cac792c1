/**
 * The answers of the shopper's sign-in calls (spec §3 'Session user', §7 'Authentication'), for the OpenAPI document
 * and Fastify's serializer (issue 24).
 */
import { z } from 'zod';

const optionalText = z.string().nullable();

const sessionUser = z.object({
  email: optionalText,
  phone: optionalText.describe("The consumer's phone: digits with country code ('5511987654321')."),
  cpf: optionalText.describe('Digits only.'),
  nome: z.string(),
  telefone: optionalText.describe("The most recent order's contact phone at this brand, digits with country code."),
  address: z.object({
    cep: optionalText,
    endereco: optionalText,
    numero: optionalText,
    complemento: optionalText,
    bairro: optionalText,
    cidade: optionalText,
    uf: optionalText,
  }),
});

export const codeSentAnswer = z
  .object({ user: z.string().describe('Where the code went, masked (a***@example.com, ****-4321).') })
  .describe('A code was sent, or a "no purchases" message: the answer is the same either way.');

export const loginAnswer = z.object({
  user: sessionUser,
  token: z
    .string()
    .describe('Not a credential: a random value the spec client reads as "signed in". The session is the cookie.'),
});

export const currentUserAnswer = z.object({ user: sessionUser });

export const logoutAnswer = z.object({ ok: z.literal(true) });

export const profileAnswer = z.object({
  profile: z.object({
    con_id: z.number().int(),
    nome: z.string(),
    email: optionalText,
    modulo: z.number().int().describe('The consumer module (spec §9).'),
  }),
});
