import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScript } from './boot-script';

/**
 * The boot script run as a browser would run it, in a document reduced to what it touches: the head's children in
 * order, each link's load or error fired by the test, and the tasks it queues (a MessageChannel message is a task)
 * run one by one, so each step shows what one task did. The browser itself runs it in the e2e suite (first-visit).
 */
interface FakeElement {
  tag: string;
  rel?: string;
  media?: string;
  href?: string;
  src?: string;
  type?: string;
  crossOrigin?: string;
  onload?: (event: { type: string }) => void;
  onerror?: (event: { type: string }) => void;
}

function bootInDocument(attributes: { preload: string[]; styles: string[] }) {
  const tasks: (() => void)[] = [];
  const critical: FakeElement = { tag: 'style' };
  const head: FakeElement[] = [critical];
  /** Every element the script added, in the order it added them. */
  const added: FakeElement[] = [];
  const paintObservers: (() => void)[] = [];
  const documentStub = {
    currentScript: {
      getAttribute: (name: string) =>
        name === 'data-preload'
          ? attributes.preload.join(' ')
          : name === 'data-styles'
            ? attributes.styles.join(' ')
            : null,
    },
    querySelector: (selector: string) =>
      selector === 'style[data-critical]' && head.includes(critical) ? critical : null,
    createElement: (tag: string): FakeElement => ({ tag }),
    head: {
      insertBefore: (element: FakeElement, before: FakeElement | null) => {
        const at = before ? head.indexOf(before) : -1;
        head.splice(at < 0 ? head.length : at, 0, element);
        added.push(element);
      },
      appendChild: (element: FakeElement) => {
        head.push(element);
        added.push(element);
      },
    },
  };
  Object.assign(critical, { remove: () => head.splice(head.indexOf(critical), 1) });
  class FakeMessageChannel {
    port1 = { onmessage: null as null | (() => void), close: () => undefined };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe() {
      paintObservers.push(() => this.callback([], { disconnect: () => undefined }));
    }
  }
  const { code } = bootScript('/assets/index-1.js');
  runInNewContext(code, {
    document: documentStub,
    window: { PerformanceObserver: FakePerformanceObserver },
    MessageChannel: FakeMessageChannel,
    requestAnimationFrame: () => {
      throw new Error('paint timing is there: no frame callback expected');
    },
  });
  return {
    head,
    added,
    critical,
    paint: () => paintObservers.forEach((notify) => notify()),
    /** Runs the oldest queued task; false when none is queued. */
    runTask: () => {
      const task = tasks.shift();
      task?.();
      return task !== undefined;
    },
    links: (rel: string) => head.filter((element) => element.rel === rel),
  };
}

const styles = ['/assets/a.css', '/assets/b.css', '/assets/c.css'];
const preload = ['/assets/index-1.js', '/assets/p1.js', '/assets/p2.js', '/assets/p3.js'];

describe('the boot script', () => {
  it('adds nothing before the first paint, then one link or script per task', () => {
    const boot = bootInDocument({ preload, styles });
    expect(boot.runTask()).toBe(false);
    boot.paint();
    let tasks = 0;
    for (let before = boot.added.length; boot.runTask(); before = boot.added.length) {
      tasks += 1;
      // Each task adds at most one element: starting a request is the costly part of such a task (ADR 0065).
      expect(boot.added.length - before).toBeLessThanOrEqual(1);
    }
    // The stylesheets first, then the entry, then the chunks, each in the order the server listed them.
    expect(boot.added.map((element) => element.href ?? element.src)).toEqual([
      ...styles,
      '/assets/index-1.js',
      ...preload,
    ]);
    expect(tasks).toBeGreaterThanOrEqual(boot.added.length);
    const entry = boot.head.find((element) => element.tag === 'script')!;
    expect(entry).toMatchObject({ type: 'module', src: '/assets/index-1.js', crossOrigin: '' });
    expect(boot.links('modulepreload').every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('switches the stylesheets on together once all have loaded, then drops the inline part', () => {
    const boot = bootInDocument({ preload, styles });
    boot.paint();
    while (boot.runTask());
    const sheets = boot.links('stylesheet');
    // Before the inline part, so the inline part stays last while it is there.
    expect(boot.head.indexOf(sheets[2]!)).toBeLessThan(boot.head.indexOf(boot.critical));
    sheets[0]!.onload!({ type: 'load' });
    sheets[2]!.onload!({ type: 'load' });
    expect(sheets.map((sheet) => sheet.media)).toEqual(['print', 'print', 'print']);
    sheets[1]!.onload!({ type: 'load' });
    expect(sheets.map((sheet) => sheet.media)).toEqual(['all', 'all', 'all']);
    expect(boot.head).not.toContain(boot.critical);
  });

  it('keeps the inline part when a stylesheet fails, and still switches on the others once all have settled', () => {
    const boot = bootInDocument({ preload, styles });
    boot.paint();
    while (boot.runTask());
    const sheets = boot.links('stylesheet');
    sheets[1]!.onerror!({ type: 'error' });
    sheets[0]!.onload!({ type: 'load' });
    expect(sheets[0]!.media).toBe('print');
    sheets[2]!.onload!({ type: 'load' });
    expect(sheets.map((sheet) => sheet.media)).toEqual(['all', 'all', 'all']);
    expect(boot.head).toContain(boot.critical);
  });

  it('adds the entry at once when the page lists no stylesheet', () => {
    const boot = bootInDocument({ preload: [], styles: [] });
    boot.paint();
    boot.runTask();
    boot.runTask();
    expect(boot.head.filter((element) => element.tag === 'script')).toHaveLength(1);
    expect(boot.runTask()).toBe(true);
    expect(boot.runTask()).toBe(false);
  });
});
