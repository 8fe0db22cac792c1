import type { FastifyInstance } from 'fastify';

export interface DrainResult {
  /** True when requests were still running at the bound and their connections were cut. */
  forced: boolean;
}

/**
 * The graceful stop of server.ts (SIGTERM): stop accepting connections (Fastify also closes idle keep-alive ones) and
 * let the running requests finish, for at most `timeoutMs`; then cut the connections still open, so a request stuck
 * on a stalled upstream cannot hold the process. The database closes last: the draining requests still use it.
 */
export async function drainAndClose(
  app: FastifyInstance,
  database: { close(): Promise<void> },
  timeoutMs: number,
): Promise<DrainResult> {
  let forced = false;
  const deadline = setTimeout(() => {
    forced = true;
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown bound: closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  await database.close();
  return { forced };
}
