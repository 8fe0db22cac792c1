/**
 * axe-core's source for the page, with its own way to yield to the event loop.
 *
 * axe ends every run with `setTimeout(resolve)`. A test that paused the page's clock (`freezeClock`, to check a
 * countdown without racing it) stops every page timer, axe's included, so an axe check during the pause never ended
 * (the request spec's check of the success dialog hung until the test's 150 s ran out). Here axe's zero-delay timers
 * are posted through a MessageChannel, which the Playwright clock does not control, so a check takes no page time
 * at all: the paused countdown is exactly where it was. Timers with a delay (axe's guards against a frame that never
 * answers) keep the page's setTimeout, so they still wait and never fire early.
 */
import axe from 'axe-core';

function ownTicks() {
  const pageSetTimeout = window.setTimeout.bind(window);
  const pageClearTimeout = window.clearTimeout.bind(window);
  const pending = new Set<number>();
  let nextId = -1;
  const setTimeout = (callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]): number => {
    if (delay) return pageSetTimeout(callback, delay, ...args);
    const id = nextId--;
    pending.add(id);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (pending.delete(id)) callback(...args);
    };
    channel.port2.postMessage(null);
    return id;
  };
  const clearTimeout = (id: number) => (id < 0 ? pending.delete(id) : pageClearTimeout(id));
  return { setTimeout, clearTimeout };
}

export const AXE_SOURCE = `(function () {
  var ticks = (${ownTicks.toString()})();
  var setTimeout = ticks.setTimeout;
  var clearTimeout = ticks.clearTimeout;
  ${axe.source}
}).call(this);`;
