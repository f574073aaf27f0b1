import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@ilm/shared/i18n';
import { $country } from '@ilm/shared/stores';
import { signUpRequest, describeServerError, useFinishSignIn } from '../account';
import { signUpSchema, type SignUpOutput, type SignUpValues } from './sign-up-schema';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'telephone', 'country'] as const;
type ServerField = (typeof FIELDS)[number];
const isField = (field: string | undefined): field is ServerField => FIELDS.includes(field as ServerField);

/** What {@link useSignUpForm} gives the form. */
export interface SignUpFormState {
  form: UseFormReturn<SignUpValues, unknown, SignUpOutput>;
  onSubmit: ReturnType<UseFormReturn<SignUpValues, unknown, SignUpOutput>['handleSubmit']>;
  /** A problem of the whole form (the API unreachable, a fault): shown above the fields. */
  serverError: string | null;
  /** The API answered `email_taken`: the e-mail field offers sign-in and a password reset. */
  emailTaken: boolean;
  clearEmailTaken: () => void;
}

/**
 * The sign-up form's state: the country detected for the visitor (unless they chose one), one
 * submission at a time, the API's refusal of a field on that field and any other failure above the
 * form; a success signs the new learner in.
 */
export function useSignUpForm(): SignUpFormState {
  const { t } = useTranslation('auth');
  const detectedCountry = useStore($country);
  const finishSignIn = useFinishSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const busy = useRef(false);
  const form = useForm<SignUpValues, unknown, SignUpOutput>({
    resolver: zodResolver(signUpSchema),
    shouldFocusError: true,
    defaultValues: { first_name: '', last_name: '', email: '', password: '', country: detectedCountry, telephone: undefined, terms: false },
  });
  const { handleSubmit, setError, setValue, getFieldState } = form;

  // The visitor's country is usually detected a moment after the page opens: use it unless they chose one.
  useEffect(() => {
    if (detectedCountry && !getFieldState('country').isDirty) setValue('country', detectedCountry);
  }, [detectedCountry, getFieldState, setValue]);

  const onSubmit = handleSubmit(async ({ terms: _accepted, telephone, ...values }) => {
    if (busy.current) return;
    busy.current = true;
    setServerError(null);
    setEmailTaken(false);
    try {
      finishSignIn(await signUpRequest({ ...values, telephone: telephone ?? '' }));
    } catch (error) {
      const problem = describeServerError(error, t);
      if (problem.code === 'email_taken') {
        setEmailTaken(true);
        setError('email', { type: 'server', message: problem.message }, { shouldFocus: true });
      } else if (isField(problem.field)) {
        setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
      } else {
        setServerError(problem.message);
      }
    } finally {
      busy.current = false;
    }
  });

  return { form, onSubmit, serverError, emailTaken, clearEmailTaken: () => setEmailTaken(false) };
}
