import {
  CONSULTATION_AVAILABILITY_MIN_LENGTH,
  IMMIGRATION_CASE_MAX_DOCUMENTS,
  OPEN_CONSULTATION_STATUSES,
  type AttachImmigrationDocumentBody,
  type ImmigrationCase,
  type ImmigrationCaseSummary,
} from '@ilm/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { immigrationCaseDocuments, immigrationCaseEvents, immigrationCases, immigrationConsultations } from './immigration.schema';
import { uploads } from '../uploads/uploads.schema';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { text } from './immigration.messages';

type CaseRow = typeof immigrationCases.$inferSelect;

const summaryDto = (row: CaseRow): ImmigrationCaseSummary => ({
  id: row.id,
  status: row.status,
  destination_country: row.destinationCountry,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Immigration-support cases as their learner sees them: opened from the candidate information
 * form, with the timeline staff write, the documents the learner attaches and consultation
 * requests. Every method takes the learner's id: another learner's case is 404, like an unknown one.
 */
export class ImmigrationService {
  constructor(private readonly db: Db) {}

  /**
   * Opens a case for a CIF the learner sent (first event `received`). Once per submission: called
   * again for the same one, it answers the case already opened.
   */
  async openFromCif(userId: string, submissionId: string): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: immigrationCases.id }).from(immigrationCases).where(eq(immigrationCases.cifSubmissionId, submissionId));
      if (existing) return existing.id;
      const [row] = await tx.insert(immigrationCases).values({ userId, cifSubmissionId: submissionId, status: 'received' }).returning();
      await tx.insert(immigrationCaseEvents).values({ caseId: row!.id, status: 'received' });
      return row!.id;
    });
  }

  /** The learner's cases, newest first. */
  async list(userId: string): Promise<ImmigrationCaseSummary[]> {
    const rows = await this.db.select().from(immigrationCases).where(eq(immigrationCases.userId, userId)).orderBy(desc(immigrationCases.createdAt)).limit(50);
    return rows.map(summaryDto);
  }

  /** One of the learner's cases with its timeline (oldest first), documents and consultations (newest first). */
  async detail(userId: string, caseId: string): Promise<ImmigrationCase> {
    const row = await this.own(userId, caseId);
    const [events, documents, consultations] = await Promise.all([
      this.db.select().from(immigrationCaseEvents).where(eq(immigrationCaseEvents.caseId, caseId)).orderBy(asc(immigrationCaseEvents.createdAt)),
      this.db
        .select({ document: immigrationCaseDocuments, upload: uploads })
        .from(immigrationCaseDocuments)
        .innerJoin(uploads, eq(uploads.id, immigrationCaseDocuments.uploadId))
        .where(eq(immigrationCaseDocuments.caseId, caseId))
        .orderBy(asc(immigrationCaseDocuments.createdAt)),
      this.db.select().from(immigrationConsultations).where(eq(immigrationConsultations.caseId, caseId)).orderBy(desc(immigrationConsultations.createdAt)),
    ]);
    return {
      ...summaryDto(row),
      events: events.map((event) => ({ status: event.status, note: event.note, created_at: event.createdAt.toISOString() })),
      documents: documents.map(({ document, upload }) => ({
        upload_id: upload.id,
        label: document.label,
        name: upload.originalName,
        media_type: upload.mediaType,
        size_bytes: upload.sizeBytes,
        created_at: document.createdAt.toISOString(),
      })),
      consultations: consultations.map((consultation) => ({
        id: consultation.id,
        availability: consultation.availability,
        status: consultation.status,
        scheduled_at: consultation.scheduledAt?.toISOString() ?? null,
        created_at: consultation.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Attaches one of the learner's uploads to their open case. 400 naming `upload_id` for an upload
   * that is not theirs or not an immigration document; 409 for a closed case, a file already
   * attached, or a case that holds {@link IMMIGRATION_CASE_MAX_DOCUMENTS} documents.
   */
  async attach(userId: string, caseId: string, body: AttachImmigrationDocumentBody): Promise<ImmigrationCase> {
    await this.openCase(userId, caseId);
    const [upload] = await this.db.select().from(uploads).where(eq(uploads.id, body.upload_id));
    if (!upload || upload.userId !== userId) throw badRequest('upload_id', text('immigration_upload_not_yours'));
    if (upload.purpose !== 'immigration_document') throw badRequest('upload_id', text('immigration_upload_wrong_purpose'));
    await this.db.transaction(async (tx) => {
      // The case row is locked so two attachments at once cannot pass the limit together.
      await tx.select({ id: immigrationCases.id }).from(immigrationCases).where(eq(immigrationCases.id, caseId)).for('update');
      const [held] = await tx.select({ n: count() }).from(immigrationCaseDocuments).where(eq(immigrationCaseDocuments.caseId, caseId));
      const [inserted] = await tx
        .insert(immigrationCaseDocuments)
        .values({ caseId, uploadId: upload.id, label: body.label.trim() })
        .onConflictDoNothing()
        .returning({ uploadId: immigrationCaseDocuments.uploadId });
      if (!inserted) throw conflict('document_attached', text('immigration_document_attached'));
      if ((held?.n ?? 0) >= IMMIGRATION_CASE_MAX_DOCUMENTS)
        throw conflict('too_many_documents', text('immigration_too_many_documents', { max: IMMIGRATION_CASE_MAX_DOCUMENTS }));
      await tx.update(immigrationCases).set({ updatedAt: new Date() }).where(eq(immigrationCases.id, caseId));
    });
    return this.detail(userId, caseId);
  }

  /** Takes a document off the learner's case (the upload itself stays theirs). 404 when it is not attached. */
  async detach(userId: string, caseId: string, uploadId: string): Promise<ImmigrationCase> {
    await this.own(userId, caseId);
    const removed = await this.db
      .delete(immigrationCaseDocuments)
      .where(and(eq(immigrationCaseDocuments.caseId, caseId), eq(immigrationCaseDocuments.uploadId, uploadId)))
      .returning({ uploadId: immigrationCaseDocuments.uploadId });
    if (removed.length === 0) throw notFound(text('immigration_document_not_found'));
    return this.detail(userId, caseId);
  }

  /** Asks for a consultation on the learner's open case: one open request at a time (409 `consultation_open`). */
  async requestConsultation(userId: string, caseId: string, availability: string): Promise<ImmigrationCase> {
    const times = availability.trim();
    if (times.length < CONSULTATION_AVAILABILITY_MIN_LENGTH)
      throw badRequest('availability', text('v_min_length', { limit: CONSULTATION_AVAILABILITY_MIN_LENGTH }));
    await this.openCase(userId, caseId);
    await this.db.transaction(async (tx) => {
      await tx.select({ id: immigrationCases.id }).from(immigrationCases).where(eq(immigrationCases.id, caseId)).for('update');
      const [open] = await tx
        .select({ id: immigrationConsultations.id })
        .from(immigrationConsultations)
        .where(and(eq(immigrationConsultations.caseId, caseId), inArray(immigrationConsultations.status, [...OPEN_CONSULTATION_STATUSES])));
      if (open) throw conflict('consultation_open', text('immigration_consultation_open'));
      await tx.insert(immigrationConsultations).values({ caseId, availability: times });
      await tx.update(immigrationCases).set({ updatedAt: new Date() }).where(eq(immigrationCases.id, caseId));
    });
    return this.detail(userId, caseId);
  }

  private async own(userId: string, caseId: string): Promise<CaseRow> {
    const [row] = await this.db
      .select()
      .from(immigrationCases)
      .where(and(eq(immigrationCases.id, caseId), eq(immigrationCases.userId, userId)));
    if (!row) throw notFound(text('immigration_case_not_found'));
    return row;
  }

  private async openCase(userId: string, caseId: string): Promise<CaseRow> {
    const row = await this.own(userId, caseId);
    if (row.status === 'closed') throw conflict('case_closed', text('immigration_case_closed'));
    return row;
  }
}
