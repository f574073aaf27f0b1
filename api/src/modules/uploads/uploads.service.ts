import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Upload, UploadPurpose } from '@ilm/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerProfiles, jobApplications } from '../jobs/jobs.schema';
import { immigrationCaseDocuments } from '../immigration/immigration.schema';
import { uploads } from './uploads.schema';
import { ApiError, notFound } from '../../http/api-error';
import { acceptedMediaType, checkFileName, UPLOADS_PER_LEARNER } from './upload-rules';
import { text } from './uploads.messages';

type UploadRow = typeof uploads.$inferSelect;

/** A file as the route read it from the request: its name as sent, its content, what it is for. */
export interface IncomingFile {
  purpose: UploadPurpose;
  fileName: string | undefined;
  content: Buffer;
}

/**
 * Learners' files, kept in `<API_DATA_DIR>/uploads/<uuid>`: the stored name is random (never the
 * learner's file name or their own name), the row keeps the name they gave, the type read from the
 * content and its SHA-256. Every read and delete is by owner: another learner's id is 404.
 */
export class UploadService {
  private readonly folder: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
  ) {
    this.folder = path.join(dataDir, 'uploads');
  }

  /** Checks the file (name, size, type from content) and stores it; a refusal stores nothing. */
  async store(userId: string, file: IncomingFile): Promise<Upload> {
    const originalName = checkFileName(file.fileName);
    const mediaType = await acceptedMediaType(file.purpose, file.content);
    const [kept] = await this.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, userId));
    if ((kept?.n ?? 0) >= UPLOADS_PER_LEARNER) throw new ApiError(409, 'upload_limit_reached', text('upload_limit_reached', { max: UPLOADS_PER_LEARNER }));
    const storedName = randomUUID();
    const where = this.pathOf(storedName);
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    // `wx`: a stored name is never reused, so an existing file is a fault, not something to overwrite.
    await writeFile(where, file.content, { flag: 'wx', mode: 0o600 });
    try {
      const [row] = await this.db
        .insert(uploads)
        .values({
          userId,
          purpose: file.purpose,
          originalName,
          storedName,
          mediaType,
          sizeBytes: file.content.length,
          sha256: createHash('sha256').update(file.content).digest('hex'),
        })
        .returning();
      return uploadDto(row!);
    } catch (error) {
      await rm(where, { force: true });
      throw error;
    }
  }

  /** The learner's files, newest first (one purpose when given). */
  async list(userId: string, purpose?: UploadPurpose): Promise<Upload[]> {
    const rows = await this.db
      .select()
      .from(uploads)
      .where(purpose ? and(eq(uploads.userId, userId), eq(uploads.purpose, purpose)) : eq(uploads.userId, userId))
      .orderBy(desc(uploads.createdAt));
    return rows.map(uploadDto);
  }

  /** One of the learner's own files: 404 for another learner's, as for an unknown id. */
  async own(userId: string, id: string): Promise<UploadRow> {
    const [row] = await this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
    if (!row) throw notFound(text('upload_not_found'));
    return row;
  }

  /** The learner's file and a stream of its content (404 when the row or the file on disk is missing). */
  async open(userId: string, id: string): Promise<{ row: UploadRow; stream: ReadStream }> {
    const row = await this.own(userId, id);
    const where = this.pathOf(row.storedName);
    const found = await stat(where).catch(() => null);
    if (!found?.isFile()) throw notFound(text('upload_not_found'));
    return { row, stream: createReadStream(where) };
  }

  /**
   * Deletes the learner's file. One sent with a job application or attached to an immigration case
   * is kept (409): staff read it there. A CV named by the career profile only leaves the profile.
   */
  async remove(userId: string, id: string): Promise<void> {
    const row = await this.own(userId, id);
    const [inCase] = await this.db
      .select({ id: immigrationCaseDocuments.uploadId })
      .from(immigrationCaseDocuments)
      .where(eq(immigrationCaseDocuments.uploadId, id))
      .limit(1);
    const [inApplication] = await this.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.userId, userId), sql`${jobApplications.profileSnapshot} ->> 'cv_upload_id' = ${id}`))
      .limit(1);
    if (inCase || inApplication) throw new ApiError(409, 'upload_in_use', text('upload_in_use'));
    await this.db.transaction(async (tx) => {
      await tx
        .update(careerProfiles)
        .set({ cvUploadId: null })
        .where(and(eq(careerProfiles.userId, userId), eq(careerProfiles.cvUploadId, id)));
      await tx.delete(uploads).where(eq(uploads.id, row.id));
    });
    await rm(this.pathOf(row.storedName), { force: true });
  }

  /** Where a stored file lives; its name is a UUID the API made, so it never leaves the folder. */
  private pathOf(storedName: string): string {
    return path.join(this.folder, path.basename(storedName));
  }
}

/** An upload as its owner sees it. */
export function uploadDto(row: UploadRow): Upload {
  return {
    id: row.id,
    purpose: row.purpose,
    file_name: row.originalName,
    media_type: row.mediaType,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    created_at: row.createdAt.toISOString(),
  };
}
