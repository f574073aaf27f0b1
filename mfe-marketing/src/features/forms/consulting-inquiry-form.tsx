import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@ilm/shared/i18n';
import { SelectField, TextField } from '@ilm/shared/ui';
import { consultingInquirySchema, type ConsultingInquiryOutput, type ConsultingInquiryValues } from './consulting-inquiry-schema';
import { HoneypotField, PhoneField, TextAreaField } from './form-fields';
import { FormFooter, FormSuccess } from './form-status';
import { sendForm } from './forms.api';
import { FORMS_NAMESPACE } from './i18n';
import { useFieldError } from './use-field-error';
import { useFormSubmission } from './use-form-submission';
import { useFillUntouched, useKnownVisitor } from './use-learner-defaults';
import { useVocabularyOptions } from './vocabulary-options';
import styles from './forms.module.css';

const FIELDS = ['full_name', 'email', 'telephone', 'company', 'team_size', 'budget', 'message'] as const;

/**
 * A consulting inquiry (`POST forms/consulting-inquiry/`): about the offer `offerSlug` names (an
 * offer's page), or a general one (the consulting page).
 */
export function ConsultingInquiryForm({ offerSlug }: { offerSlug?: string }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const fieldError = useFieldError();
  const visitor = useKnownVisitor();
  const { budgets } = useVocabularyOptions();
  const form = useForm<ConsultingInquiryValues, unknown, ConsultingInquiryOutput>({
    resolver: zodResolver(consultingInquirySchema),
    defaultValues: { full_name: '', email: '', telephone: undefined, company: '', team_size: '', budget: '', message: '', website: '' },
  });
  useFillUntouched(form, { full_name: visitor.fullName, email: visitor.email, telephone: visitor.telephone });
  const { onSubmit, alert, sent, startOver } = useFormSubmission(form, {
    kind: 'consulting_inquiry',
    fields: FIELDS,
    keep: ['full_name', 'email', 'telephone', 'company'],
    send: ({ telephone, ...values }) =>
      sendForm('consulting_inquiry', { ...values, ...(telephone ? { telephone } : {}), ...(offerSlug ? { offer_slug: offerSlug } : {}) }),
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
        <TextField label={t('fields.workEmail')} type="email" autoComplete="work email" error={fieldError(errors.email)} {...register('email')} />
      </div>
      <div className={styles.pair}>
        <TextField label={t('fields.company')} autoComplete="organization" error={fieldError(errors.company)} {...register('company')} />
        <TextField label={t('fields.teamSizeOptional')} inputMode="numeric" error={fieldError(errors.team_size)} {...register('team_size')} />
      </div>
      <div className={styles.pair}>
        <SelectField
          label={t('fields.budget')}
          placeholder={t('fields.budgetPlaceholder')}
          options={budgets}
          error={fieldError(errors.budget)}
          {...register('budget')}
        />
        <PhoneField control={control} name="telephone" label={t('fields.telephoneOptional')} error={errors.telephone} country={visitor.country} />
      </div>
      <TextAreaField label={t('fields.message')} error={fieldError(errors.message)} {...register('message')} />
      <HoneypotField registration={register('website')} />
      <FormFooter alert={alert} busy={isSubmitting} />
    </form>
  );
}
