import type { ImmigrationCase, ImmigrationCaseSummary } from './immigration.api';

/** Immigration cases as the API answers them, for this feature's tests and the page that draws it. */

export const CASE_ID = '5c7d9e10-1111-4222-8333-444455556666';
export const UPLOAD_ID = '7e8f9a10-1111-4222-8333-444455556666';

export function caseSummary(overrides: Partial<ImmigrationCaseSummary> = {}): ImmigrationCaseSummary {
  return {
    id: CASE_ID,
    status: 'documents_requested',
    destination_country: null,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-08T15:30:00.000Z',
    ...overrides,
  };
}

/** A case an advisor asked documents for, with a passport attached and no consultation yet. */
export function immigrationCase(overrides: Partial<ImmigrationCase> = {}): ImmigrationCase {
  return {
    ...caseSummary(),
    events: [
      { status: 'received', note: null, created_at: '2026-01-05T10:00:00.000Z' },
      { status: 'in_review', note: null, created_at: '2026-01-06T09:00:00.000Z' },
      { status: 'documents_requested', note: 'Please attach your degree certificate.', created_at: '2026-01-08T15:30:00.000Z' },
    ],
    documents: [
      {
        upload_id: UPLOAD_ID,
        label: 'Passport',
        name: 'passport-scan.pdf',
        media_type: 'application/pdf',
        size_bytes: 245_760,
        created_at: '2026-01-07T10:00:00.000Z',
      },
    ],
    consultations: [],
    ...overrides,
  };
}
