import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { $auth } from '@ilm/shared/stores';
import { cifSchema, type CifOutput, type CifValues } from './cif-schema';
import { sendForm } from './forms.api';
import { useFormSubmission, type FormSubmission } from './use-form-submission';
import { useFillUntouched, useKnownVisitor } from './use-learner-defaults';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'telephone',
  'country',
  'date_of_birth',
  'education_level',
  'field_of_study',
  'years_of_experience',
  'current_job_title',
  'interested_in',
  'linkedin_url',
  'notes',
] as const;

/** What {@link useCifForm} gives the form. */
export interface CifFormState extends FormSubmission {
  form: UseFormReturn<CifValues, unknown, CifOutput>;
  /** The form was sent signed in with immigration support ticked: the API opened a case with it. */
  caseOpened: boolean;
  /** The country the phone number starts in (the learner's or the detected one). */
  country: string | undefined;
}

/**
 * The candidate information form's state: empty fields, those the signed-in learner's details fill
 * while untouched, and its submission to `POST forms/cif/`.
 */
export function useCifForm(): CifFormState {
  const visitor = useKnownVisitor();
  const form = useForm<CifValues, unknown, CifOutput>({
    resolver: zodResolver(cifSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      telephone: undefined,
      country: '',
      date_of_birth: '',
      education_level: '',
      field_of_study: '',
      years_of_experience: '',
      current_job_title: '',
      interested_in: [],
      linkedin_url: '',
      notes: '',
      website: '',
    },
  });
  useFillUntouched(form, {
    first_name: visitor.firstName,
    last_name: visitor.lastName,
    email: visitor.email,
    telephone: visitor.telephone,
    country: visitor.country,
  });
  // Sent signed in with immigration support ticked, the form opens a case (the API does it with the submission).
  const caseOpened = useRef(false);
  const submission = useFormSubmission(form, {
    kind: 'cif',
    fields: FIELDS,
    // The phone is required here, so the schema has made sure it is there.
    send: ({ telephone, ...values }) => {
      caseOpened.current = $auth.get().isAuthenticated && values.interested_in.includes('immigration_support');
      return sendForm('cif', { ...values, telephone: telephone ?? '' });
    },
  });
  return { ...submission, form, caseOpened: caseOpened.current, country: visitor.country };
}
