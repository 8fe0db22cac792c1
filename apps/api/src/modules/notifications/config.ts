/**
 * Where the links in the shopper's messages point (issue 23): each brand's public URL. `BRAND_PUBLIC_URLS` names them
 * (`1=https://trocas.marca1.com.br,2=https://…`); a brand not named there gets the URL this server actually serves it
 * on — `https://<host>` in production (behind its TLS proxy), `http://<host>:<PORT>` elsewhere, as `npm start` and the
 * e2e server listen. Read from the environment in config.ts's style, beside the module (like backoffice/config.ts),
 * because the messages are written inside other modules' transactions that hold no config.
 */
import { z } from 'zod';
import { readSettings, settingsOrThrow } from '../../lib/settings';

const publicUrl = z
  .url({ protocol: /^https?$/ })
  .transform((url) => url.replace(/\/+$/, ''))
  .refine((url) => !/[?#]/.test(url), 'no query or fragment');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  BRAND_PUBLIC_URLS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const urls = new Map<number, string>();
      for (const entry of text.split(',').map((part) => part.trim())) {
        if (!entry) continue;
        const match = /^(\d+)=(.+)$/.exec(entry);
        const url = match ? publicUrl.safeParse(match[2]) : null;
        if (!match || !url?.success) {
          ctx.addIssue({ code: 'custom', message: `'${entry}' is not <brand id>=<http(s) URL>` });
          continue;
        }
        urls.set(Number(match[1]), url.data);
      }
      return urls;
    }),
});

export type LinkConfig = z.infer<typeof schema>;

let cached: { key: string; config: LinkConfig } | null = null;

/** The parsed settings; a bad value stops with its name, as config.ts does. */
export function linkConfig(env: NodeJS.ProcessEnv = process.env): LinkConfig {
  const raw = { NODE_ENV: env.NODE_ENV, PORT: env.PORT, BRAND_PUBLIC_URLS: env.BRAND_PUBLIC_URLS };
  const key = JSON.stringify(raw);
  if (cached?.key === key) return cached.config;
  const config = settingsOrThrow(schema, raw);
  cached = { key, config };
  return config;
}

/** Every bad BRAND_PUBLIC_URLS entry, for config.ts's one list. */
export function linkConfigProblems(env: Record<string, string | undefined>): string[] {
  return readSettings(schema, { BRAND_PUBLIC_URLS: env.BRAND_PUBLIC_URLS }).problems;
}

/** The brand's public URL, without a trailing slash. */
export function brandPublicUrl(brandId: number, host: string, config: LinkConfig = linkConfig()): string {
  const configured = config.BRAND_PUBLIC_URLS.get(brandId);
  if (configured) return configured;
  if (config.NODE_ENV === 'production') return `https://${host}`;
  return `http://${host}:${config.PORT}`;
}
