import type { CifBody, ConsultingInquiryBody, ContactUsBody, DiplomaDeclarationBody, FormKind, Submitted, TeamInquiryBody } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** Where each form is sent, and the body the contract types for it. */
export const FORM_ENDPOINTS = {
  contact_us: 'forms/contact-us/',
  cif: 'forms/cif/',
  diploma_declaration: 'forms/diploma-declaration/',
  consulting_inquiry: 'forms/consulting-inquiry/',
  team_inquiry: 'forms/team-inquiry/',
} as const satisfies Record<FormKind, string>;

/** The body of each form, as the contract types it. */
export interface FormBodies {
  contact_us: ContactUsBody;
  cif: CifBody;
  diploma_declaration: DiplomaDeclarationBody;
  consulting_inquiry: ConsultingInquiryBody;
  team_inquiry: TeamInquiryBody;
}

// The wait a 429 asked for (Retry-After), kept beside the error it belongs to.
const waits = new WeakMap<object, number>();

/** The seconds the API asked to wait before sending again, when `error` is its 429 and said so. */
export function retryAfterOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? waits.get(error) : undefined;
}

/** Sends one form; a failure rejects with the API client's `ApiError` (see {@link retryAfterOf}). */
export async function sendForm<Kind extends FormKind>(kind: Kind, body: FormBodies[Kind]): Promise<Submitted> {
  let retryAfter: number | undefined;
  try {
    return await api<Submitted>(FORM_ENDPOINTS[kind], {
      method: 'POST',
      body,
      onResponseError({ response }) {
        const seconds = Number(response.headers.get('retry-after'));
        if (Number.isFinite(seconds) && seconds > 0) retryAfter = seconds;
      },
    });
  } catch (error) {
    if (retryAfter !== undefined && typeof error === 'object' && error !== null) waits.set(error, retryAfter);
    throw error;
  }
}
