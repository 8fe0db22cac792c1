/**
 * The chunks of a page rendered on the server, run one per task before it is hydrated (issue 16, ADR 0028).
 *
 * Importing a page's chunk runs, in one task, every chunk it imports that has not run yet: on a signed-in page that
 * was the page, the frame, zod and the domain's schemas, Mantine's pieces, 25 files at once, a task of 60-100 ms on a
 * phone four times slower than this machine, while a tap waited (Total Blocking Time). The server lists the page's
 * chunks in the boot script's data-preload, each after the chunks it imports (page-render.ts, chunksOf); a
 * chunk imported in that order runs alone, and the browser may handle input and paint between two of them.
 */

/** The boot script's list (the same URLs its modulepreload links fetched, so nothing is fetched twice). */
export function firstPageChunkUrls(doc: Document = document): string[] {
  const list = doc.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset.preload ?? '';
  return list.split(' ').filter((url) => url.startsWith('/'));
}

/** Gives the browser the main thread until its next task: input, paint, then us again. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // A message, not setTimeout(0): nested timeouts wait at least 4 ms each, 25 chunks would wait 100 ms.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs each chunk in its own task. A chunk that fails to load is left to the page's own import, which meets the
 * failure again and shows it, as before.
 */
export async function runFirstPageChunks(
  urls: readonly string[],
  importChunk: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  for (const url of urls) {
    try {
      await importChunk(url);
    } catch {
      return;
    }
    await yieldToBrowser();
  }
}
