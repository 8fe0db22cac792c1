/**
 * What a server-rendered page needs from the client build's manifest (ADR 0024, ADR 0028): its stylesheets in cascade
 * order, and its chunks in the order the browser runs them, one per task.
 */

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The build's files a page needs: its stylesheets and the chunk lists the boot script and the browser use. */
export interface PagePlan {
  stylesheets: string[];
  styleUrls: string[];
  /** Modulepreload links, for a page without the boot script. */
  preloads: string;
  preloadUrls: string[];
  laterUrls: string[];
}

export function pagePlan(manifest: Manifest, entryChunks: ManifestChunk[], pageSources: readonly string[]): PagePlan {
  // The entry's chunks load through index.html's own script and preloads; the page's chunks are added here.
  const pageChunks = chunksOf(manifest, pageSources);
  const firstChunks = chunksOf(manifest, pageSources, { dependenciesFirst: true });
  const stylesheets = [...new Set([...entryChunks, ...pageChunks].flatMap((chunk) => chunk.css ?? []))];
  const url = (chunk: ManifestChunk) => `/${chunk.file}`;
  return {
    stylesheets,
    styleUrls: stylesheets.map((file) => `/${file}`),
    preloads: pageChunks.map((chunk) => `<link rel="modulepreload" href="${url(chunk)}" />`).join(''),
    preloadUrls: firstChunks.map(url),
    laterUrls: laterChunks(manifest, pageSources, [...entryChunks, ...firstChunks]).map(url),
  };
}

/**
 * The chunks of `keys` and every chunk they import statically, once each (what the page runs before it renders), each
 * before the chunks it imports (the order of their stylesheets), or with `dependenciesFirst` after them: the order the
 * browser runs them in, one per task (apps/web/src/lib/first-page-chunks.ts), so that importing a chunk runs that chunk
 * alone and no single task runs the whole page's code while a tap waits (Total Blocking Time, issue 16).
 */
export function chunksOf(
  manifest: Manifest,
  keys: readonly string[],
  { dependenciesFirst = false }: { dependenciesFirst?: boolean } = {},
): ManifestChunk[] {
  const seen = new Set<string>();
  const found: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!dependenciesFirst) found.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (dependenciesFirst) found.push(chunk);
  };
  for (const key of keys) visit(key);
  return found;
}

/**
 * What the page's own lazy parts (its dialogs: /login's sign-in forms, /carteira's refund) need beyond its first
 * chunks, dependencies first. The browser runs them one per task once it is idle (apps/web/src/main.tsx), so a dialog
 * opens without waiting for the network, and no single task runs a dialog's whole code (its forms, zod) while a tap
 * waits: importing both /login dialogs at once was a task of 15-29 ms here, 60-116 ms on Lighthouse's phone.
 */
function laterChunks(manifest: Manifest, pageSources: readonly string[], first: readonly ManifestChunk[]) {
  const loaded = new Set(first.map((chunk) => chunk.file));
  const lazyParts = pageSources.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  return chunksOf(manifest, lazyParts, { dependenciesFirst: true }).filter((chunk) => !loaded.has(chunk.file));
}
