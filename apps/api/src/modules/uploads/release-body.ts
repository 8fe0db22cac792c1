import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An upload refused while its body is still arriving (disk full, too large, a write error) leaves the rest of the
 * body unread: the multipart parser stopped consuming, the socket is paused, and the next request on the same
 * keep-alive connection waits behind bytes nobody reads. The answer therefore says `Connection: close`, and the
 * remaining bytes are read and dropped so the client, which is usually still sending, gets to read the answer
 * instead of a reset; Node closes the socket once the answer is out.
 */
export function releaseUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  reply.header('connection', 'close');
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.resume();
}
