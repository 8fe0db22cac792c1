import { SERVER_STATE_ELEMENT_ID, type Language } from '@portal/domain';
import { bootScript } from './boot-script';

/**
 * A page as it goes out: its parts in order, each text or bytes already encoded. The page is never joined as one
 * string: a signed-in page is about 110 k characters, and one character above U+00FF anywhere in it (an ellipsis in
 * a translation, the '▾' of a menu) makes V8 store the joined string with two bytes a character. Past 64 k characters
 * that is an object for V8's large-object space, allocated and released for every page; on the 2-core VMs this runs
 * on that cost about 1 ms a page (issue 29, ADR 0069), when encoding the parts one by one and copying them once costs
 * about 0.1 ms. The parts the same for every page of a language (the translations) are encoded once and kept.
 */
export type PagePart = string | Buffer;

/** The page's bytes, UTF-8: each text part encoded on its own, then one copy of all of them. */
export function pageBytes(parts: readonly PagePart[]): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part)));
}

/** JSON safe inside a <script> element: no `</script>` and no line separators JavaScript would read as line ends. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page's state as script-safe JSON, in parts. Its translations (tens of kB, the same for every page of a language
 * that uses the same namespaces, and never changed once loaded) are serialised and encoded once per language and
 * namespace set (ADR 0050); the rest, the visitor's own, per page.
 */
export function createStateSerializer() {
  const translationsBytes = new Map<string, Buffer>();
  return (state: {
    language?: unknown;
    translations?: Record<string, unknown>;
    [key: string]: unknown;
  }): PagePart[] => {
    const { translations, ...own } = state;
    if (!translations || typeof state.language !== 'string') return [scriptSafeJson(state)];
    const key = `${state.language}\n${Object.keys(translations).join(' ')}`;
    let bytes = translationsBytes.get(key);
    if (bytes === undefined) {
      bytes = Buffer.from(`,"translations":${scriptSafeJson(translations)}}`, 'utf8');
      translationsBytes.set(key, bytes);
    }
    return [scriptSafeJson(own).slice(0, -1), bytes];
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HTML_LANG: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

export interface TemplateValues {
  language: Language;
  brandName: string;
  themeColor: string;
  styles: string;
  preloads: string;
  /** The page's chunks, preloaded by the boot script after the first paint. */
  preloadUrls: string[];
  /** Its lazy parts' chunks, run by the browser once idle after hydrating. */
  laterUrls: string[];
  /** The page's whole stylesheets, linked by the boot script after the first paint. */
  styleUrls: string[];
  body: string;
  state: readonly PagePart[];
}

export type PageTemplate = ReturnType<typeof parseTemplate>;

/** The built index.html cut once at its markers, so filling it per request is a few small joins. */
export function parseTemplate(source: string) {
  const start = source.indexOf('<!--page-->');
  const end = source.indexOf('<!--/page-->');
  if (start < 0 || end < 0) throw new Error('index.html has no <!--page--> markers');
  // The entry stylesheet is inlined with the page's own CSS: no render-blocking request before the first paint.
  const stylesheet = /<link rel="stylesheet"[^>]*>/g;
  // The entry script starts after the first paint (see bootScript); its file is preloaded meanwhile.
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(source.slice(0, start));
  const boot = entryScript ? bootScript(entryScript[1]!) : null;
  const head = source
    .slice(0, start)
    .replace(stylesheet, '')
    .replace(entryScript?.[0] ?? '\u0000', '')
    .replace(/<html lang="[^"]*">/, '<html lang="%LANG%" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, '<title>%TITLE%</title>')
    .replace(/<link rel="icon"[^>]*>/, '<link rel="icon" href="/api/brand/logo.svg" />');
  // The page's own head elements go last in the head: the template's head is cut there once.
  const headClose = head.indexOf('</head>');
  if (headClose < 0) throw new Error('index.html has no </head>');
  const headOpen = head.slice(0, headClose);
  // The root's own closing tag follows the end marker; the state goes right after it, outside what React hydrates.
  // (The entry is a module script: deferred, it runs once the whole document, state included, is parsed.)
  const tail = source.slice(end + '<!--/page-->'.length);
  const rootClose = tail.indexOf('</div>') + '</div>'.length;
  const afterHead = head.slice(headClose);
  const rootEnd = tail.slice(0, rootClose);
  const documentEnd = tail.slice(rootClose);
  return {
    /** The CSP source that allows the inline boot script, and only it. */
    bootScriptSource: boot ? `'sha256-${boot.sha256}'` : null,
    fill(values: TemplateValues): PagePart[] {
      const openHead = headOpen
        .replace('%LANG%', HTML_LANG[values.language])
        // A function, so a '$' in a brand's name is not read as a replacement pattern.
        .replace('%TITLE%', () => escapeHtml(values.brandName));
      const headElements =
        `<meta name="theme-color" content="${escapeHtml(values.themeColor)}" />` +
        // No paint before the whole page's markup is parsed (the state element follows #root): Chromium painted a
        // page whose HTML arrived in pieces half-parsed, and content centred on the screen (/login on a phone) then
        // jumped when the rest came (a layout shift of 0.06, issue 16). Not a request: it blocks on our own bytes.
        `<link rel="expect" href="#${SERVER_STATE_ELEMENT_ID}" blocking="render" />` +
        `<style data-critical>`;
      const bootTag = boot
        ? `<script data-preload="${escapeHtml(values.preloadUrls.join(' '))}" data-later="${escapeHtml(values.laterUrls.join(' '))}" data-styles="${escapeHtml(values.styleUrls.join(' '))}">${boot.code}</script>`
        : '';
      return [
        openHead + headElements,
        values.styles,
        `</style>${boot ? '' : values.preloads}${afterHead}`,
        values.body,
        `${rootEnd}<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">`,
        ...values.state,
        `</script>${bootTag}${documentEnd}`,
      ];
    },
  };
}
