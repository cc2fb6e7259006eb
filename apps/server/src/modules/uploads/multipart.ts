// Reads the files of a multipart upload into memory, with the limits and messages of docs/product/specification/2-listings-and-tenants.md §5 "Uploads".
import type { FastifyRequest } from 'fastify';
import { HttpError, Invalid } from '../../errors';
import { isUnstorable, refuseField } from '../../http/text-input';

export type FileRule = {
  /** the form fields that carry the files (others are read and ignored) */
  fields: string[];
  maxFiles: number;
  maxBytes: number;
  messages: { none: string; tooMany: string; tooBig: string };
};

export type UploadedFile = { filename: string; content: Buffer };

function limitError(err: unknown, rule: FileRule): Error {
  const field = rule.fields[0]!;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, rule.messages.tooBig, { [field]: [rule.messages.tooBig] }, 'FILE_TOO_LARGE');
    case 'FST_FILES_LIMIT':
      return Invalid.field(field, rule.messages.tooMany, 'TOO_MANY_FILES');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return Invalid.field(field, rule.messages.none);
    default:
      return err as Error;
  }
}

export async function readFiles(request: FastifyRequest, rule: FileRule): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: rule.maxBytes, files: rule.maxFiles } });
    for await (const part of parts) {
      // The text fields of the form are held to the API's rule for text (http/text-input.ts).
      if (part.type !== 'file') {
        if (isUnstorable(part.fieldname)) throw refuseField('_');
        if (typeof part.value === 'string' && isUnstorable(part.value)) throw refuseField(part.fieldname);
        continue;
      }
      const content = await part.toBuffer();
      if (!rule.fields.includes(part.fieldname)) continue;
      files.push({ filename: part.filename, content });
    }
  } catch (err) {
    throw limitError(err, rule);
  }
  if (files.length === 0) throw new Invalid(rule.messages.none, { [rule.fields[0]!]: [rule.messages.none] });
  return files;
}
