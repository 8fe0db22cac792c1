/** The answers of the upload calls (spec §7 `upload/protocols/upload/file`), for the OpenAPI document (issue 24). */
import { z } from 'zod';
import { missingFileSchema } from '@portal/domain';

const yesNo = z.enum(['S', 'N']);

export const uploadedAnswer = z.object({
  data: z.object({ msg: z.object({ message: z.string().describe("'File received', in the request's language.") }) }),
  attachment: z.object({
    id: z.number().int(),
    is_nfe: yesNo.describe("'S' for an invoice (NF-e) file."),
    item: z.number().int().describe("The protocol item's 1-based position the file belongs to."),
    mime: z.string().describe('The type detected from the content.'),
    size: z.number().int().describe('Size in bytes, as stored.'),
  }),
});

export const protocolAttachmentsAnswer = z.object({
  files: z.array(
    z.object({
      id: z.number().int(),
      is_nfe: yesNo,
      original_name: z.string(),
      mime: z.string(),
      size: z.number().int().describe('Size in bytes.'),
      item: z.number().int().nullable().describe("The protocol item's 1-based position, or null."),
      created_at: z.string().describe('ISO 8601 instant in UTC.'),
    }),
  ),
  missingFiles: z.array(missingFileSchema),
});
