import { Type, type Static } from 'typebox';
import {
  CONSULTATION_AVAILABILITY_MAX_LENGTH,
  CONSULTATION_AVAILABILITY_MIN_LENGTH,
  CONSULTATION_STATUSES,
  IMMIGRATION_CASE_STATUSES,
  IMMIGRATION_DOCUMENT_LABEL_MAX_LENGTH,
} from './careers-vocabulary';
import { ListOf, LiteralUnion, MultilineText } from './common';

/**
 * Immigration support (`me/immigration/cases/…`, documents at `…/:id/documents/`): a case opened
 * when a signed-in learner sends the candidate information form (`forms/cif/`), the statuses staff
 * move it through (each with their note), the documents the learner attaches from their uploads
 * (`uploads/`, purpose `immigration_document`), and consultation requests. A learner sees and
 * changes only their own cases: another's answers 404, as an unknown one does.
 */

const Uuid = Type.String({ format: 'uuid' });
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A status the case went through, when, and the note staff wrote for the learner. */
export const ImmigrationCaseEvent = Type.Object({
  status: LiteralUnion(IMMIGRATION_CASE_STATUSES),
  note: NullableString,
  created_at: Type.String(),
});
/** Static type of {@link ImmigrationCaseEvent}. */
export type ImmigrationCaseEvent = Static<typeof ImmigrationCaseEvent>;

/** A document attached to a case: the learner's label and the upload's name, type and size. */
export const ImmigrationDocument = Type.Object({
  upload_id: Type.String(),
  label: Type.String(),
  name: Type.String(),
  media_type: Type.String(),
  size_bytes: Type.Integer(),
  created_at: Type.String(),
});
/** Static type of {@link ImmigrationDocument}. */
export type ImmigrationDocument = Static<typeof ImmigrationDocument>;

/** A consultation request: the learner's availability, and the time staff scheduled. */
export const ImmigrationConsultation = Type.Object({
  id: Type.String(),
  availability: Type.String(),
  status: LiteralUnion(CONSULTATION_STATUSES),
  scheduled_at: NullableString,
  created_at: Type.String(),
});
/** Static type of {@link ImmigrationConsultation}. */
export type ImmigrationConsultation = Static<typeof ImmigrationConsultation>;

/** A case as listed: where it stands and when it was opened and last moved. */
export const ImmigrationCaseSummary = Type.Object({
  id: Type.String(),
  status: LiteralUnion(IMMIGRATION_CASE_STATUSES),
  destination_country: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
});
/** Static type of {@link ImmigrationCaseSummary}. */
export type ImmigrationCaseSummary = Static<typeof ImmigrationCaseSummary>;

/** `GET me/immigration/cases/`: the learner's cases, newest first. */
export const ImmigrationCaseList = ListOf(ImmigrationCaseSummary);
/** Static type of {@link ImmigrationCaseList}. */
export type ImmigrationCaseList = Static<typeof ImmigrationCaseList>;

/** `GET me/immigration/cases/:id/`: a case with its timeline (oldest first), documents and consultations (newest first). */
export const ImmigrationCase = Type.Object({
  ...ImmigrationCaseSummary.properties,
  events: Type.Array(ImmigrationCaseEvent),
  documents: Type.Array(ImmigrationDocument),
  consultations: Type.Array(ImmigrationConsultation),
});
/** Static type of {@link ImmigrationCase}. */
export type ImmigrationCase = Static<typeof ImmigrationCase>;

/** `POST me/immigration/cases/:id/documents/`: attach one of the learner's uploads (purpose `immigration_document`). */
export const AttachImmigrationDocumentBody = Type.Object(
  {
    upload_id: Uuid,
    label: Type.String({ minLength: 1, maxLength: IMMIGRATION_DOCUMENT_LABEL_MAX_LENGTH, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
/** Static type of {@link AttachImmigrationDocumentBody}. */
export type AttachImmigrationDocumentBody = Static<typeof AttachImmigrationDocumentBody>;

/** Path parameters of `DELETE me/immigration/cases/:id/documents/:upload_id/`. */
export const ImmigrationDocumentParams = Type.Object({ id: Uuid, upload_id: Uuid });
/** Static type of {@link ImmigrationDocumentParams}. */
export type ImmigrationDocumentParams = Static<typeof ImmigrationDocumentParams>;

/** `POST me/immigration/cases/:id/consultation/`: when and how the learner can talk, in their words. */
export const ConsultationRequestBody = Type.Object(
  { availability: MultilineText({ minLength: CONSULTATION_AVAILABILITY_MIN_LENGTH, maxLength: CONSULTATION_AVAILABILITY_MAX_LENGTH }) },
  { additionalProperties: false },
);
/** Static type of {@link ConsultationRequestBody}. */
export type ConsultationRequestBody = Static<typeof ConsultationRequestBody>;
