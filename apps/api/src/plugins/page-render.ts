import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@portal/domain';
import { publicBrand } from '../modules/brand/routes';
import { chooseEncoding, compress, COMPRESSION_THRESHOLD_BYTES } from './compression';
import { chunksOf, pagePlan, type Manifest, type PagePlan } from './page-plan';
import { createCriticalCss } from './critical-css';
import { createPageTransports, type PageTransport } from './page-transport';
import { createStateSerializer, pageBytes, parseTemplate } from './page-template';

/**
 * The first page a visitor opens, rendered on the server (ADR 0024): the brand from the host, the language from the
 * visitor's cookie (else Accept-Language), the page's markup from the same React components the browser hydrates,
 * and, for a signed-in page with a valid session, its data, all in one answer. The browser then asks for nothing the
 * first paint needs: the CSS is inline, the page's script is preloaded, the brand and data travel in the page.
 */

/** The server build's entry (apps/web/src/entry-server.tsx), typed here by what this plugin uses. */
interface ServerEntry {
  render(request: {
    url: string;
    brand: ReturnType<typeof publicBrand>;
    language: Language;
    transport: PageTransport;
    dataTimeoutMs: number;
  }): Promise<{
    html: string;
    status: number;
    state: { user: unknown; language?: unknown; translations?: Record<string, unknown> };
    pageSources: string[];
    timings?: Record<string, number>;
  }>;
  pendingRenders(): number;
}

/** Past this many renders waiting in one process, the static shell goes out instead (the browser renders it). */
const MAX_WAITING_RENDERS = 8;
/** Longest wait for a signed-in page's data; past it the page renders its loading state and the browser fetches. */
const DATA_TIMEOUT_MS = 1500;

export interface PageRenderer {
  /** Sends the rendered page; false when it cannot (no server build, unknown host, busy, failed): send the shell. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** Loads the server build inside `distDir` (apps/web/dist/.server); null when there is none (an older build). */
export async function createPageRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer | null> {
  const entryFile = path.join(distDir, '.server', 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const template = parseTemplate(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const criticalCss = createCriticalCss();
  // The page's API calls, answered by their routes' handlers with one session lookup a page (ADR 0057).
  const transports = createPageTransports(app);
  const serializeState = createStateSerializer();
  const cssCache = new Map<string, string>();
  const cssOf = (file: string) => {
    let css = cssCache.get(file);
    if (css === undefined) {
      css = readFileSync(path.join(distDir, file), 'utf8');
      cssCache.set(file, css);
    }
    return css;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryChunks = entryKey ? chunksOf(manifest, [entryKey]) : [];
  // What a page needs from the build depends only on its sources (the page and its frame): worked out once per page.
  const plans = new Map<string, PagePlan>();
  const planOf = (pageSources: readonly string[]): PagePlan => {
    const key = pageSources.join('\n');
    let plan = plans.get(key);
    if (plan === undefined) {
      plan = pagePlan(manifest, entryChunks, pageSources);
      plans.set(key, plan);
    }
    return plan;
  };

  return {
    async send(request, reply) {
      const brand = request.brand;
      if (!brand || entry.pendingRenders() >= MAX_WAITING_RENDERS) return false;
      const language = pageLanguage(request);
      let result: Awaited<ReturnType<ServerEntry['render']>>;
      try {
        result = await entry.render({
          url: request.url,
          brand: publicBrand(brand),
          language,
          transport: transports.forPage(request),
          dataTimeoutMs: DATA_TIMEOUT_MS,
        });
      } catch (error) {
        // The shell still works (the browser renders the page); the error's name and stack only, never the page's data.
        request.log.error({ err: error }, 'page render failed; static shell sent');
        return false;
      }
      const plan = planOf(result.pageSources);
      const { stylesheets } = plan;
      const parts = template.fill({
        language,
        brandName: brand.name,
        themeColor: brand.palette[8] ?? brand.palette[0] ?? '#000',
        // Only what the first paint uses when the boot script links the whole stylesheets after it (criticalCss).
        styles: template.bootScriptSource
          ? criticalCss(stylesheets, () => stylesheets.map(cssOf).join('\n'), result.html)
          : stylesheets.map(cssOf).join('\n'),
        styleUrls: plan.styleUrls,
        preloads: plan.preloads,
        preloadUrls: plan.preloadUrls,
        laterUrls: plan.laterUrls,
        body: result.html,
        state: serializeState(result.state),
      });
      reply
        .code(result.status)
        .header('Content-Type', 'text/html; charset=utf-8')
        // A signed-in page carries the shopper's own data: never stored by a cache; any page must be revalidated.
        .header('Cache-Control', result.state.user ? 'private, no-store' : 'no-cache')
        .header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
      if (result.timings) reply.header('Server-Timing', serverTiming(result.timings));
      if (template.bootScriptSource) {
        // The security plugin's policy, with the boot script's hash beside 'self'.
        const policy = reply.raw.getHeader('content-security-policy');
        if (typeof policy === 'string') {
          reply.header(
            'Content-Security-Policy',
            policy.replace("script-src 'self'", `script-src 'self' ${template.bootScriptSource}`),
          );
        }
      }
      await sendMaybeCompressed(request, reply, pageBytes(parts));
      return true;
    },
  };
}

/** The visitor's stored choice (the cookie the browser writes on every change), else their Accept-Language. */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : request.lang;
}

/**
 * The render's phases as a Server-Timing header (queue, session, data, render in ms; passes as a count): what a first
 * page's answer waited for, readable in the browser's tools and by Lighthouse, with no personal data.
 */
export function serverTiming(timings: Record<string, number>): string {
  return Object.entries(timings)
    .map(([name, value]) => (name === 'passes' ? `${name};desc="${value}"` : `${name};dur=${value.toFixed(1)}`))
    .join(', ');
}

/** A page's bytes as a page goes out: compressed for this request when it is large enough and the client accepts it. */
export async function sendMaybeCompressed(request: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<void> {
  const encoding =
    body.length >= COMPRESSION_THRESHOLD_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) {
    await reply.send(body);
    return;
  }
  await reply.header('Content-Encoding', encoding).send(compress(body, encoding));
}
