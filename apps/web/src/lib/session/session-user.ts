/**
 * Spec §3 "Session user". Parsed by hand rather than with zod: this runs on the first page, and zod would add
 * ~20 kB gzip there. Missing or null fields become '' so screens never branch on undefined.
 */
export interface SessionAddress {
  cep: string;
  endereco: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
}

export interface SessionUser {
  email: string;
  phone: string;
  cpf: string;
  nome: string;
  telefone: string;
  address: SessionAddress;
}

type Loose<T> = { [K in keyof T]?: T[K] extends string ? string | number | null : Loose<T[K]> | null };
/** What callers may hand in (e.g. the API's `user`): any field may be missing, null or a number. */
export type SessionUserInput = Loose<SessionUser>;

const ADDRESS_FIELDS = ['cep', 'endereco', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;
const USER_FIELDS = ['email', 'phone', 'cpf', 'nome', 'telefone'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function pick<K extends string>(source: Record<string, unknown>, fields: readonly K[]): Record<K, string> | null {
  const out = {} as Record<K, string>;
  for (const field of fields) {
    const value = text(source[field]);
    if (value === undefined) return null;
    out[field] = value;
  }
  return out;
}

export function parseSessionAddress(value: unknown): SessionAddress | null {
  if (value === null || value === undefined) return pick({}, ADDRESS_FIELDS);
  return isRecord(value) ? pick(value, ADDRESS_FIELDS) : null;
}

/** The user in the shape of spec §3, or null when `value` is not one (wrong types, not an object). */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const person = pick(value, USER_FIELDS);
  const address = parseSessionAddress(value.address);
  return person && address ? { ...person, address } : null;
}

/** A user counts as signed in when we know how to reach them (spec §2 route guard). */
export function hasIdentity(user: SessionUser | null | undefined): user is SessionUser {
  return Boolean(user && (user.email || user.phone));
}
