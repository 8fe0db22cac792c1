import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coercedIntField, protocolFilesResponseSchema } from '@portal/domain';
import type { FileStorage } from '../../lib/storage';
import { filesFor, openFile } from './files-service';
import { protocolIdParams, protocolOwner } from './read-routes';
import { errorAnswers } from '../../lib/error-answer';
import { binaryAnswer, streamedBytes, UPLOADED_FILE_TYPES } from '../../lib/binary-answer';

const download = binaryAnswer(
  UPLOADED_FILE_TYPES,
  "The file's bytes, as an attachment, typed by its detected content.",
);

export interface ProtocolFilesOptions {
  /** Another storage (a bucket, a test folder); the local DATA_DIR/uploads folder by default. */
  storage?: FileStorage;
}

const fileParams = protocolIdParams.extend({ file_id: coercedIntField(1) });

/**
 * The photos and invoices sent with a protocol: the list, and each file's bytes for its owner only. A download is
 * always an attachment with nosniff and a type from the upload's content detection, and carries a CSP that runs
 * nothing, so even a file opened on its own cannot act as a page of the portal. An <img> may still show an image
 * through this URL (the disposition does not apply to embedded images).
 */
const protocolFilesRoutes: FastifyPluginAsyncZod<ProtocolFilesOptions> = async (app, options) => {
  const storage = options.storage ?? app.uploadStorage;

  app.get(
    '/returns/protocols/b2c/files/:prt_id',
    {
      schema: {
        params: protocolIdParams,
        response: { 200: protocolFilesResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => filesFor(app.db, protocolOwner(request), request.params.prt_id),
  );

  // The answer is the file's bytes, not JSON: documented by its content types.
  app.get(
    '/returns/protocols/b2c/files/:prt_id/:file_id',
    {
      schema: {
        params: fileParams,
        response: { 200: download, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { prt_id: protocolId, file_id: fileId } = request.params;
      const file = await openFile(app.db, storage, protocolOwner(request), protocolId, fileId);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(streamedBytes(file.stream));
    },
  );
};

export default protocolFilesRoutes;
