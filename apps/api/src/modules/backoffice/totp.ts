/**
 * The operators' second factor: TOTP (RFC 6238, 6 digits, 30 s, SHA-1 — what every authenticator app reads) with
 * otplib, and the secret kept encrypted at rest. A database leak alone must not let anyone generate tokens, as ADR
 * 0014 holds for codes: the key is derived from CODE_HASH_SECRET, which lives only in the process environment.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Portal de Trocas – Back office';
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a token typed as it rolled over. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

function secretKey(codeHashSecret: string): Buffer {
  return createHmac('sha256', codeHashSecret).update('operator-totp-secret-key').digest();
}

/** 'v1.<iv>.<tag>.<ciphertext>', base64url parts. */
export function encryptTotpSecret(secret: string, codeHashSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(codeHashSecret), iv);
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), encrypted]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was sealed under another key (a rotated CODE_HASH_SECRET: the operator re-enrols). */
export function decryptTotpSecret(sealed: string, codeHashSecret: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', secretKey(codeHashSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export function newTotpSecret(): string {
  return generateSecret();
}

/** What the enrolment screen shows: the otpauth URI (for a manual entry) and its QR code as SVG. */
export async function enrolmentOf(secret: string, email: string): Promise<{ otpauthUri: string; qrSvg: string }> {
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: PERIOD_SECONDS });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrSvg };
}

export type TotpCheck = { valid: true; timeStep: number } | { valid: false };

/**
 * Checks a token at `now`. A token whose time step is not after `lastStep` is refused: an accepted token (seen over
 * a shoulder, replayed by a proxy) cannot sign in a second time.
 */
export async function checkTotp(input: {
  secret: string;
  token: string;
  now: Date;
  lastStep: number | null;
}): Promise<TotpCheck> {
  if (!/^\d{6}$/.test(input.token)) return { valid: false };
  const result = await verify({
    secret: input.secret,
    token: input.token,
    epoch: Math.floor(input.now.getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(input.lastStep !== null ? { afterTimeStep: input.lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? { valid: true, timeStep: result.timeStep } : { valid: false };
}
