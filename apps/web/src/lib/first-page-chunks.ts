/**
 * The chunks of a page rendered on the server, run one per task (issue 16, ADR 0028).
 *
 * Importing a chunk runs, in one task, every chunk it imports that has not run yet: on a signed-in page that was the
 * page, the frame, zod and the domain's schemas, Mantine's pieces, 25 files at once, a task of 60-100 ms on a phone
 * four times slower than this machine, while a tap waited (Total Blocking Time). The server lists the chunks in the
 * boot script's attributes, each after the chunks it imports (apps/api page-plan.ts, chunksOf); a chunk imported in
 * that order runs alone, and the browser may handle input and paint between two of them.
 *
 * - `preload`: the page's own chunks, run before it is hydrated.
 * - `later`: what its lazy parts (its dialogs) need besides, run once the browser is idle after hydrating, so a
 *   dialog opens without waiting for the network or for one long task.
 */
export type ChunkList = 'preload' | 'later';

/** One of the boot script's lists (the same URLs its modulepreload links fetched, so nothing is fetched twice). */
export function firstPageChunkUrls(list: ChunkList, doc: Document = document): string[] {
  const value = doc.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset[list] ?? '';
  return value.split(' ').filter((url) => url.startsWith('/'));
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
 * Runs each chunk in its own task. A chunk that fails to load stops the run: the part that needs it imports it again
 * when used, and shows the failure then.
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

/** Runs the `later` list once the browser is idle (at the latest 3 s after hydrating). */
export function runLaterChunksWhenIdle(): void {
  const urls = firstPageChunkUrls('later');
  if (urls.length === 0) return;
  const run = () => void runFirstPageChunks(urls);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else window.setTimeout(run, 1500);
}
