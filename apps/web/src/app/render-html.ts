import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * A page's whole markup for the server render (ADR 0024, 0067). Once a page's lazy chunks and texts are loaded (every
 * render of that page after its first in a process), nothing in it suspends, and React's synchronous renderer gives the
 * same markup for ~20 % less CPU than the prerender: it builds one string, where the prerender encodes its output into
 * 2 kB byte chunks through a stream that is then joined and decoded again. When something does suspend (a page's first
 * render, a query a page reads with suspense), the synchronous render cannot wait: React leaves the boundary to the
 * browser (the marker below) or throws when there is none. That render is dropped and the prerender, which waits for
 * whatever is pending, makes the page.
 */

/** The comment React writes where a Suspense boundary was left for the browser to render (`<!--$!-->`). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

export interface RenderedHtml {
  html: string;
  /** True when the synchronous render could not make the page and the prerender waited for what it suspended on. */
  waited: boolean;
}

export async function renderWholePage(element: ReactElement): Promise<RenderedHtml> {
  let html: string | null = null;
  try {
    html = renderToString(element);
  } catch {
    // Suspended outside any Suspense boundary (or failed): the prerender below waits, or reports the real error.
  }
  if (html !== null && !html.includes(CLIENT_RENDERED_BOUNDARY)) return { html, waited: false };
  return { html: await prerenderWhole(element), waited: true };
}

/** Renders after every lazy chunk and every translation the page suspends on has arrived. */
async function prerenderWhole(element: ReactElement): Promise<string> {
  // One piece: React outlines large Suspense boundaries by default and reveals them with inline scripts, which the
  // CSP (script-src 'self') refuses and which a page rendered whole does not need.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  const sink = prelude.pipe(new PassThrough());
  for await (const chunk of sink) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
