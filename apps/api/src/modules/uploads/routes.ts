import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '@portal/domain';
import { requireBrand } from '../../plugins/brand';
import { requireSession } from '../../plugins/session';
import { DomainError } from '../../lib/errors';
import { createStorage, type FileStorage, type TempFile } from '../../lib/storage';
import { readIdempotencyKey } from '../protocols/idempotency';
import { uploadMessages } from './messages';
import { displayName, listProtocolFiles, storeUpload } from './service';

export interface UploadRoutesOptions {
  /** Another storage (a bucket, a test folder); the local DATA_DIR/uploads folder by default. */
  storage?: FileStorage;
}

const BYTES_PER_MEGABYTE = 1024 * 1024;
const FILE_FIELD = 'uploadFile';

const positiveId = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().positive());

const uploadFields = z.object({
  prt_id: positiveId,
  is_nfe: z.enum(['S', 'N']).default('N'),
  item: positiveId.optional(),
});

function tooLarge(): DomainError {
  return new DomainError('payload_too_large', uploadMessages.fileTooLarge, {
    code: 'file_too_large',
    params: { megabytes: MAX_UPLOAD_BYTES / BYTES_PER_MEGABYTE },
  });
}

/**
 * Photo and invoice uploads (spec §7 `upload/protocols/upload/file`) and the list of a protocol's stored files.
 * Files are never served back inline: a download route must answer with Content-Disposition: attachment.
 */
const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? createStorage(app.config);

  app.post('/upload/protocols/upload/file', async (request) => {
    const session = requireSession(request);
    const brand = requireBrand(request);
    if (!request.isMultipart()) {
      throw new DomainError('unsupported_media_type', uploadMessages.notMultipart, { code: 'multipart_required' });
    }

    const idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
    const fields: Record<string, string> = {};
    let upload: { temp: TempFile; filename: string; truncated: boolean } | null = null;
    try {
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
          } else if (part.fieldname !== FILE_FIELD || upload) {
            // Only one file per call: anything else is read through and dropped.
            for await (const _chunk of part.file) void _chunk;
          } else {
            // Streamed straight to the temp area: a 10 MB photo is never held in memory.
            const temp = await storage.saveTemp(part.file);
            upload = { temp, filename: part.filename, truncated: part.file.truncated };
          }
        }
      } catch (error) {
        if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (upload?.truncated) throw tooLarge();
      if (!upload) throw new DomainError('validation', uploadMessages.fileMissing, { code: 'upload_file_missing' });

      const parsed = uploadFields.safeParse(fields);
      if (!parsed.success) {
        const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
        throw new DomainError('validation', uploadMessages.fieldsInvalid, {
          code: 'upload_fields_invalid',
          params: { detail },
        });
      }

      const saved = await storeUpload(
        { db: app.db, storage },
        {
          owner: { protocolId: parsed.data.prt_id, consumerId: session.consumerId, brandId: brand.id },
          itemPosition: parsed.data.item,
          isInvoice: parsed.data.is_nfe === 'S',
          originalName: displayName(upload.filename),
          temp: upload.temp,
          idempotencyKey,
        },
      );
      return {
        data: { msg: { message: uploadMessages.uploaded[request.lang] } },
        attachment: {
          id: saved.id,
          is_nfe: saved.isInvoice ? 'S' : 'N',
          item: saved.itemPosition,
          mime: saved.mime,
          size: saved.size,
        },
      };
    } finally {
      // Gone already when the file was moved into place; otherwise this is what keeps tmp/ empty.
      if (upload) await storage.remove(upload.temp);
    }
  });

  app.get(
    '/returns/protocols/b2c/:prtId/files',
    { schema: { params: z.object({ prtId: positiveId }) } },
    async (request) => {
      const session = requireSession(request);
      const brand = requireBrand(request);
      const files = await listProtocolFiles(app.db, {
        protocolId: request.params.prtId,
        consumerId: session.consumerId,
        brandId: brand.id,
      });
      return { files };
    },
  );
};

export default uploadRoutes;
