/**
 * Answers that are bytes, not JSON (an SVG, a sent file, a CSV), documented in the OpenAPI document with their
 * content types (issue 24). Fastify never runs the JSON serializer on a string, buffer or stream payload, so the
 * `z.string()` here only describes the body.
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';

/** What a stored upload is served as: the type detected from its content (modules/uploads/detect-type). */
export const UPLOADED_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'application/pdf',
  'application/xml',
];

/**
 * A stream sent as such a body: typed as the documented string, which is what the client receives (Fastify pipes a
 * stream and never serializes it).
 */
export function streamedBytes(stream: Readable): string {
  return stream as unknown as string;
}

/**
 * A route's 2xx answer of bytes of the given types, in the content-typed form: the error answers beside it stay JSON
 * (a route-level `produces` would list every answer, the errors too, under the binary types).
 */
export function binaryAnswer(types: string[], description: string) {
  const schema = z.string().describe(description);
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}
