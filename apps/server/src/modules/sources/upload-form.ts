import type { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_BYTES } from '@socratica/contracts';
import { HttpError } from '../../lib/http-errors.js';
import type { UploadedForm } from './sources.service.js';

const MEGABYTE = 1024 * 1024;

/** The sentence for each of @fastify/multipart's refusals, by its error code. */
const REFUSALS: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: () =>
    new HttpError(
      413,
      `The file is larger than ${MAX_DOCUMENT_BYTES / MEGABYTE} MB, the most a document may be. Split it, or upload its text as a .txt or .md file.`,
    ),
  FST_FILES_LIMIT: () => new HttpError(413, 'Upload one file at a time.'),
  FST_FIELDS_LIMIT: () => new HttpError(413, 'The form has more fields than title, topics and file.'),
  FST_PARTS_LIMIT: () => new HttpError(413, 'The form has more parts than title, topics and file.'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    new HttpError(
      415,
      'Send the document as multipart/form-data, with the fields title and topics and the file in "file".',
    ),
  FST_PROTO_VIOLATION: () => new HttpError(400, 'A form field has a name that is not allowed.'),
};

/** The upload's text fields and its one file, read whole (the file is at most MAX_DOCUMENT_BYTES). */
export async function readUploadForm(request: FastifyRequest): Promise<UploadedForm> {
  const form: UploadedForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') form.file = { fileName: part.filename || 'upload', bytes };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const refusal = typeof code === 'string' ? REFUSALS[code] : undefined;
    if (refusal) throw refusal();
    throw error;
  }
  return form;
}
