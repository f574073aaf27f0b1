import { Type, type Static } from 'typebox';
import { IdParams, ListOf, LiteralUnion } from './common';
import { UPLOAD_PURPOSES } from './careers-vocabulary';

/**
 * Uploads (`uploads/…`, signed in): a learner's files (a CV, an immigration document). `POST uploads/`
 * takes `multipart/form-data` with two parts, `purpose` (one of UPLOAD_PURPOSES) and `file`; the
 * limits are UPLOAD_MAX_BYTES and UPLOAD_MEDIA_TYPES[purpose] (careers-vocabulary.ts), the type read
 * from the content. A refusal is 400 (413 for a file over the limit) naming the part at fault in
 * `field` (`purpose` or `file`), and nothing is stored. A learner reads and deletes only their own
 * files: another learner's id answers 404, like an unknown one.
 */

/** A stored file as its owner sees it. `file_name` is the name their device gave, never a path. */
export const Upload = Type.Object({
  id: Type.String({ format: 'uuid' }),
  purpose: LiteralUnion(UPLOAD_PURPOSES),
  file_name: Type.String(),
  /** Decided from the content (its magic bytes), one of UPLOAD_MEDIA_TYPES[purpose]. */
  media_type: Type.String(),
  size_bytes: Type.Integer({ minimum: 1 }),
  /** Hex SHA-256 of the content, as stored. */
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  created_at: Type.String(),
});
/** Static type of {@link Upload}. */
export type Upload = Static<typeof Upload>;

/** `GET uploads/`: the learner's files, newest first. */
export const UploadList = ListOf(Upload);
/** Static type of {@link UploadList}. */
export type UploadList = Static<typeof UploadList>;

/** `GET uploads/?purpose=`: only the files of one purpose. */
export const UploadListQuery = Type.Object({ purpose: Type.Optional(LiteralUnion(UPLOAD_PURPOSES)) });
/** Static type of {@link UploadListQuery}. */
export type UploadListQuery = Static<typeof UploadListQuery>;

/** Path parameters of `uploads/:id/` (download with GET, remove with DELETE). */
export const UploadParams = IdParams;
/** Static type of {@link UploadParams}. */
export type UploadParams = Static<typeof UploadParams>;
