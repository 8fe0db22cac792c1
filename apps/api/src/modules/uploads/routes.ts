import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_VIDEO_BYTES, type Language } from '@portal/domain';
import { requireBrand } from '../../plugins/brand';
import { requireSession } from '../../plugins/session';
import { DomainError } from '../../lib/errors';
import { assertOwnIdentity, readIdentityClaims } from '../../db/identity-claims';
import { isDiskFull, type FileStorage, type TempFile } from '../../lib/storage';
import { idempotencyKeyHeader, readIdempotencyKey } from '../../db/idempotency';
import { uploadFieldRules, uploadMessages } from './messages';
import { displayName, listProtocolFiles, storeUpload } from './service';
import { tooLarge } from './limits';
import { releaseUnreadBody } from './release-body';
import { uploadSizeGuard } from './size-guard';
import { startLeftoverSweep } from './sweep';
import { errorAnswers } from '../../lib/error-answer';
import { uploadedAnswer, protocolAttachmentsAnswer } from './answers';
import { deliverEventsSoon } from '../events/committed';

export interface UploadRoutesOptions {
  /** Another storage (a bucket, a test folder); the local DATA_DIR/uploads folder by default. */
  storage?: FileStorage;
}

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

/** The multipart form as the document shows it: the fields above, parsed as they are, and the one file. */
const uploadForm = uploadFields.extend({
  [FILE_FIELD]: z.string().meta({ format: 'binary', description: 'The photo, video or invoice file (one per call).' }),
});

type UploadField = keyof typeof uploadFieldRules;

function fieldRule(field: string, lang: Language): string {
  return field in uploadFieldRules ? uploadFieldRules[field as UploadField][lang] : field;
}

/** A client error of @fastify/multipart other than the limits (413: the error handler's too-large message). */
function isMultipartRefusal(error: unknown): boolean {
  const { code, statusCode } = error as Partial<FastifyError>;
  return (
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500 &&
    statusCode !== 413
  );
}

function storageFull(): DomainError {
  return new DomainError('insufficient_storage', uploadMessages.storageFull, {
    code: 'storage_full',
    severity: 'WARN',
  });
}

/**
 * Photo and invoice uploads (spec §7 `upload/protocols/upload/file`) and the list of a protocol's stored files.
 * Files are never served back inline: a download route must answer with Content-Disposition: attachment.
 */
const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? app.uploadStorage;
  startLeftoverSweep(app, storage);

  app.post(
    '/upload/protocols/upload/file',
    {
      schema: {
        consumes: ['multipart/form-data'],
        documentedBody: uploadForm,
        documentedHeaders: idempotencyKeyHeader('optional'),
        response: { 200: uploadedAnswer, ...errorAnswers(400, 401, 404, 409, 413, 415, 422, 507) },
      },
    },
    async (request, reply) => {
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
          // The route's limit is the video one; the size guard holds everything else to MAX_UPLOAD_BYTES.
          for await (const part of request.parts({ limits: { fileSize: MAX_VIDEO_BYTES } })) {
            if (part.type === 'field') {
              fields[part.fieldname] = String(part.value);
            } else if (part.fieldname !== FILE_FIELD || upload) {
              // Only one file per call: anything else is read through and dropped.
              for await (const _chunk of part.file) void _chunk;
            } else {
              // Streamed straight to the temp area: a 10 MB photo is never held in memory.
              const guarded = part.file.pipe(uploadSizeGuard(fields.is_nfe === 'S'));
              part.file.once('error', (error) => guarded.destroy(error));
              const temp = await storage.saveTemp(guarded);
              upload = { temp, filename: part.filename, truncated: part.file.truncated };
            }
          }
        } catch (error) {
          if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('video');
          // The multipart parser's own 4xx refusals (a '__proto__' field name…) carry English text: say it in ours.
          if (isMultipartRefusal(error)) {
            throw new DomainError('validation', uploadMessages.multipartInvalid, { code: 'multipart_invalid' });
          }
          throw error;
        }
        if (upload?.truncated) throw tooLarge('video');
        if (!upload) throw new DomainError('validation', uploadMessages.fileMissing, { code: 'upload_file_missing' });

        const parsed = uploadFields.safeParse(fields);
        if (!parsed.success) {
          // Our sentence per field, in the request language: never zod's English default.
          const detail = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))]
            .map((field) => fieldRule(field, request.lang))
            .join('; ');
          throw new DomainError('validation', uploadMessages.fieldsInvalid, {
            code: 'upload_fields_invalid',
            params: { detail },
          });
        }

        // Identity fields sent beside the file must name the session's customer (ARCHITECTURE §6): else 404, no file.
        await assertOwnIdentity(app.db, session.consumerId, readIdentityClaims(fields));
        const saved = await storeUpload(
          { db: app.db, storage, clock: app.clock },
          {
            owner: { protocolId: parsed.data.prt_id, consumerId: session.consumerId, brandId: brand.id },
            itemPosition: parsed.data.item,
            isInvoice: parsed.data.is_nfe === 'S',
            originalName: displayName(upload.filename),
            temp: upload.temp,
            idempotencyKey,
          },
        );
        // Its protocol.files_added event (issue 26) leaves now, not at the next poll.
        deliverEventsSoon(app);
        return {
          data: { msg: { message: uploadMessages.uploaded[request.lang] } },
          attachment: {
            id: saved.id,
            is_nfe: saved.isInvoice ? ('S' as const) : ('N' as const),
            item: saved.itemPosition,
            mime: saved.mime,
            size: saved.size,
          },
        };
      } catch (error) {
        // Refused before the whole body was read (disk full, too large, wrong type): the rest of it must not stall the
        // next request on this keep-alive connection.
        releaseUnreadBody(request, reply);
        if (isDiskFull(error)) throw storageFull();
        throw error;
      } finally {
        // Gone already when the file was moved into place; otherwise this is what keeps tmp/ empty.
        if (upload) await storage.remove(upload.temp).catch(() => undefined);
      }
    },
  );

  app.get(
    '/returns/protocols/b2c/:prtId/files',
    {
      schema: {
        params: z.object({ prtId: positiveId }),
        response: { 200: protocolAttachmentsAnswer, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const brand = requireBrand(request);
      return listProtocolFiles(app.db, {
        protocolId: request.params.prtId,
        consumerId: session.consumerId,
        brandId: brand.id,
      });
    },
  );
};

export default uploadRoutes;
