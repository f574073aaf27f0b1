import type { Readable } from 'node:stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, type UploadPurpose } from '@ilm/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../http/api-error';
import { tooLarge } from './upload-rules';
import type { IncomingFile } from './uploads.service';
import { text } from './uploads.messages';

/**
 * What a multipart body may hold besides the file itself (part headers, boundaries, the purpose):
 * a body whose declared length exceeds the file limit by more than this is refused before a byte is read.
 */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** Busboy's limits for `POST uploads/`: one file of at most UPLOAD_MAX_BYTES and one short field. */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldNameSize: 64,
  fieldSize: 256,
  headerPairs: 20,
};

/** A part's name as it may appear in an error's `field`: a plain short name, else `body`. */
const fieldName = (name: string) => (/^[\w.-]{1,64}$/.test(name) ? name : 'body');

/** The plugin's and busboy's own failures, as sentences of the uploads module naming the part at fault. */
function multipartError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest('file', text('upload_one_file'));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('body', text('upload_extra_parts'));
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR' || code === 'FST_MP_PREMATURE_CLOSE')
    return badRequest('body', text('upload_malformed'));
  // Busboy's parse errors (a cut or malformed body) carry no code.
  if (error instanceof Error && !code) return badRequest('body', text('upload_malformed'));
  return error;
}

/**
 * The content of a file part, read until UPLOAD_MAX_BYTES: past the limit the part stops being read
 * (the stream is destroyed, nothing more is buffered) and the answer is 413 naming `file`.
 */
async function readBounded(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  let overLimit = false;
  file.once('limit', () => {
    overLimit = true;
    file.destroy();
  });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file) {
      size += (chunk as Buffer).length;
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (!overLimit) throw error;
  }
  if (overLimit || file.truncated || size > UPLOAD_MAX_BYTES) throw tooLarge();
  return Buffer.concat(chunks, size);
}

/**
 * Reads `purpose` and `file` from a `multipart/form-data` body; any other part, a second file, text
 * sent as the file, a missing or unknown purpose is 400 naming its part. The file's name is passed on as
 * sent (with its folder parts, which the service refuses).
 */
export async function readUpload(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', text('upload_needs_multipart'));
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  let purpose: string | undefined;
  let file: { name: string | undefined; content: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const filePart = part as MultipartFile;
        if (filePart.fieldname !== 'file') throw badRequest(fieldName(filePart.fieldname), text('v_unknown_field'));
        file = { name: filePart.filename, content: await readBounded(filePart.file) };
      } else {
        const field = part as MultipartValue;
        if (field.fieldname === 'purpose') purpose = String(field.value);
        else if (field.fieldname === 'file') throw badRequest('file', text('upload_not_a_file'));
        else throw badRequest(fieldName(field.fieldname), text('v_unknown_field'));
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (purpose === undefined || purpose === '') throw badRequest('purpose', text('v_required'));
  if (!(UPLOAD_PURPOSES as readonly string[]).includes(purpose)) throw badRequest('purpose', text('v_one_of', { values: UPLOAD_PURPOSES.join(', ') }));
  if (!file) throw badRequest('file', text('v_required'));
  return { purpose: purpose as UploadPurpose, fileName: file.name, content: file.content };
}
