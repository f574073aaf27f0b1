import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { FormKind, Submitted } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { describeFormError } from './form-errors';
import { FORMS_NAMESPACE } from './i18n';

/** A form the API accepted: its thanks (in the page's language) and the address the confirmation went to. */
export interface SentForm {
  kind: FormKind;
  message: string;
  email: string;
  /** Whether a confirmation was mailed (not when the address already had its most today). */
  mailed: boolean;
  /** A diploma declaration of a completed career path: the diploma it issued at once. */
  diplomaId?: string;
}

/** What {@link useFormSubmission} gives a form. */
export interface FormSubmission {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** A problem of the whole form (the API unreachable, 429, a fault): shown above the button. */
  alert: string | null;
  sent: SentForm | null;
  /** Back to an empty form after a success, keeping the fields in `keep` (name, e-mail). */
  startOver: () => void;
}

/**
 * Sends a form once at a time: a refused field gets the API's message (and focus), any other failure
 * an alert, and what was typed always stays in the form; only a success replaces it.
 */
export function useFormSubmission<Values extends FieldValues, Output extends { email: string }>(
  form: UseFormReturn<Values, unknown, Output>,
  {
    kind,
    fields,
    send,
    keep = [],
  }: { kind: FormKind; fields: readonly Path<Values>[]; send: (values: Output) => Promise<Submitted>; keep?: readonly Path<Values>[] },
): FormSubmission {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<SentForm | null>(null);
  // react-hook-form disables nothing by itself: a second Enter while the first answer is awaited is dropped here.
  const busy = useRef(false);

  const onSubmit = form.handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    setAlert(null);
    try {
      const answer = await send(values);
      setSent({
        kind,
        message: answer.message,
        email: values.email,
        mailed: answer.confirmation_mailed !== false,
        ...(answer.diploma_id ? { diplomaId: answer.diploma_id } : {}),
      });
    } catch (error) {
      const problem = describeFormError(error, t, i18n.language);
      const field = fields.find((name) => name === problem.field);
      if (field) form.setError(field, { type: 'server', message: problem.message }, { shouldFocus: true });
      else setAlert(problem.message);
    } finally {
      busy.current = false;
    }
  });

  const startOver = () => {
    const kept = Object.fromEntries(keep.map((name) => [name, form.getValues(name)])) as Partial<Record<Path<Values>, PathValue<Values, Path<Values>>>>;
    form.reset({ ...(form.formState.defaultValues as Values), ...kept });
    setSent(null);
  };

  return { onSubmit, alert, sent, startOver };
}
