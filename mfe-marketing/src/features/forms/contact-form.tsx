import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@ilm/shared/i18n';
import { TextField } from '@ilm/shared/ui';
import { contactSchema, type ContactOutput, type ContactValues } from './contact-schema';
import { HoneypotField, PhoneField, TextAreaField } from './form-fields';
import { FormFooter, FormSuccess } from './form-status';
import { sendForm } from './forms.api';
import { FORMS_NAMESPACE } from './i18n';
import { useFieldError } from './use-field-error';
import { useFormSubmission } from './use-form-submission';
import { useFillUntouched, useKnownVisitor } from './use-learner-defaults';
import styles from './forms.module.css';

const FIELDS = ['full_name', 'email', 'telephone', 'subject', 'message'] as const;

/** The contact form (`POST forms/contact-us/`): name, e-mail, optional phone, subject and message. */
export function ContactForm() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const fieldError = useFieldError();
  const visitor = useKnownVisitor();
  const form = useForm<ContactValues, unknown, ContactOutput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { full_name: '', email: '', telephone: undefined, subject: '', message: '', website: '' },
  });
  useFillUntouched(form, { full_name: visitor.fullName, email: visitor.email, telephone: visitor.telephone });
  const { onSubmit, alert, sent, startOver } = useFormSubmission(form, {
    kind: 'contact_us',
    fields: FIELDS,
    keep: ['full_name', 'email', 'telephone'],
    send: ({ telephone, ...values }) => sendForm('contact_us', { ...values, ...(telephone ? { telephone } : {}) }),
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  if (sent) return <FormSuccess sent={sent} onAnother={startOver} />;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <div className={styles.pair}>
        <TextField label={t('fields.fullName')} autoComplete="name" error={fieldError(errors.full_name)} {...register('full_name')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError(errors.email)} {...register('email')} />
      </div>
      <PhoneField control={control} name="telephone" label={t('fields.telephoneOptional')} error={errors.telephone} country={visitor.country} />
      <TextField label={t('fields.subject')} error={fieldError(errors.subject)} {...register('subject')} />
      <TextAreaField label={t('fields.message')} error={fieldError(errors.message)} {...register('message')} />
      <HoneypotField registration={register('website')} />
      <FormFooter alert={alert} busy={isSubmitting} />
    </form>
  );
}
