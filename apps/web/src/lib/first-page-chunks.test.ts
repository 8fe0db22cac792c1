import { afterEach, describe, expect, it } from 'vitest';
import { firstPageChunkUrls, runFirstPageChunks } from './first-page-chunks';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the first page chunks', () => {
  it("are the boot script's lists, in their order", () => {
    document.body.innerHTML =
      '<script type="application/json" id="portal-state">{}</script>' +
      '<script data-preload="/assets/shared-1.js /assets/page-1.js" data-later="/assets/dialog-1.js" ' +
      'data-styles="/assets/page-1.css"></script>';
    expect(firstPageChunkUrls('preload')).toEqual(['/assets/shared-1.js', '/assets/page-1.js']);
    expect(firstPageChunkUrls('later')).toEqual(['/assets/dialog-1.js']);
  });

  it('are none on a page the browser renders itself (no boot script)', () => {
    expect(firstPageChunkUrls('preload')).toEqual([]);
    expect(firstPageChunkUrls('later')).toEqual([]);
  });

  it('run one per task, in the given order', async () => {
    const events: string[] = [];
    // A task queued before the run: it must come between the first chunk and the second, not after all of them.
    const otherTask = new Promise<void>((resolve) =>
      setTimeout(() => {
        events.push('other task');
        resolve();
      }, 0),
    );
    await runFirstPageChunks(['/a.js', '/b.js', '/c.js'], async (url) => {
      events.push(url);
    });
    await otherTask;
    expect(events.filter((event) => event.endsWith('.js'))).toEqual(['/a.js', '/b.js', '/c.js']);
    expect(events.indexOf('other task')).toBeGreaterThan(0);
    expect(events.indexOf('other task')).toBeLessThan(events.length - 1);
  });

  it('stop at a chunk that fails, leaving it to the page, which shows the failure', async () => {
    const asked: string[] = [];
    await runFirstPageChunks(['/a.js', '/b.js', '/c.js'], async (url) => {
      asked.push(url);
      if (url === '/b.js') throw new Error('offline');
    });
    expect(asked).toEqual(['/a.js', '/b.js']);
  });
});
