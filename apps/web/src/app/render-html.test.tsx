import { lazy, Suspense, use } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { renderWholePage } from './render-html';

/** A lazy part whose chunk arrives when the test says so, as a page's route chunk does on its first render. */
function lazyPart() {
  let arrive: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Part = lazy(async () => {
    await loaded;
    return { default: () => <p>the page&apos;s part</p> };
  });
  return { Part, arrive };
}

async function prerendered(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

describe('renderWholePage', () => {
  it('renders a page where nothing suspends at once, with the markup the prerender gives', async () => {
    const page = (
      <main>
        <h1 id="t">Olá &amp; bem-vinda</h1>
        <Suspense fallback={<p>loading</p>}>
          <ul>
            <li data-n={1}>R$ 10,00</li>
          </ul>
        </Suspense>
      </main>
    );
    const rendered = await renderWholePage(page);
    expect(rendered).toEqual({ html: await prerendered(page), waited: false });
  });

  it("waits for a part still loading inside a boundary, never sending the boundary's fallback", async () => {
    const { Part, arrive } = lazyPart();
    const page = (
      <main>
        <Suspense fallback={<p>loading</p>}>
          <Part />
        </Suspense>
      </main>
    );
    const rendering = renderWholePage(page);
    arrive();
    const first = await rendering;
    expect(first.waited).toBe(true);
    expect(first.html).toContain('the page&#x27;s part');
    expect(first.html).not.toContain('loading');
    expect(first.html).not.toContain('<!--$!');
    // Its chunk now loaded, the same page renders at once, to the same markup.
    expect(await renderWholePage(page)).toEqual({ html: first.html, waited: false });
  });

  it('waits for a part that suspends outside any boundary, where the synchronous render throws', async () => {
    const { Part, arrive } = lazyPart();
    const rendering = renderWholePage(
      <main>
        <Part />
      </main>,
    );
    arrive();
    expect(await rendering).toEqual({ html: '<main><p>the page&#x27;s part</p></main>', waited: true });
  });

  it('waits for data a part reads with suspense', async () => {
    let answer: (value: string) => void = () => undefined;
    const data = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const Reader = () => <p>{use(data)}</p>;
    const rendering = renderWholePage(
      <Suspense fallback={<p>loading</p>}>
        <Reader />
      </Suspense>,
    );
    answer('R$ 25,00');
    expect(await rendering).toEqual({ html: '<!--$--><p>R$ 25,00</p><!--/$-->', waited: true });
  });

  it("reports a part's error as the prerender does: the page fails and the server sends its shell", async () => {
    const Broken = () => {
      throw new Error('broken part');
    };
    await expect(
      renderWholePage(
        <main>
          <Broken />
        </main>,
      ),
    ).rejects.toThrow('broken part');
  });
});
