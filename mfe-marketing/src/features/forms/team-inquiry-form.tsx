import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@ilm/shared/i18n';
import { TextField } from '@ilm/shared/ui';
import { groupError } from './field-error';
import { CheckboxGroup, HoneypotField, PhoneField, TextAreaField } from './form-fields';
import { FormFooter, FormSuccess } from './form-status';
import { sendForm } from './forms.api';
import { FORMS_NAMESPACE } from './i18n';
import { teamInquirySchema, type TeamInquiryOutput, type TeamInquiryValues } from './team-inquiry-schema';
import { useFieldError } from './use-field-error';
import { useFormSubmission } from './use-form-submission';
import { useFillUntouched, useKnownVisitor } from './use-learner-defaults';
import { useVocabularyOptions } from './vocabulary-options';
import styles from './forms.module.css';

const FIELDS = ['full_name', 'email', 'company', 'team_size', 'telephone', 'topics', 'message'] as const;

/** The for-business inquiry (`POST forms/team-inquiry/`): who asks, for which company and team, about what. */
export function TeamInquiryForm() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const fieldError = useFieldError();
  const visitor = useKnownVisitor();
  const options = useVocabularyOptions();
  const form = useForm<TeamInquiryValues, unknown, TeamInquiryOutput>({
    resolver: zodResolver(teamInquirySchema),
    defaultValues: { full_name: '', email: '', company: '', team_size: '', telephone: undefined, topics: [], message: '', website: '' },
  });
  useFillUntouched(form, { full_name: visitor.fullName, email: visitor.email, telephone: visitor.telephone });
  const { onSubmit, alert, sent, startOver } = useFormSubmission(form, {
    kind: 'team_inquiry',
    fields: FIELDS,
    keep: ['full_name', 'email', 'company', 'telephone'],
    send: ({ telephone, topics, ...values }) =>
      sendForm('team_inquiry', { ...values, ...(telephone ? { telephone } : {}), ...(topics.length > 0 ? { topics } : {}) }),
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
        <TextField
          label={t('fields.teamSize')}
          hint={t('fields.teamSizeHint')}
          inputMode="numeric"
          error={fieldError(errors.team_size)}
          {...register('team_size')}
        />
      </div>
      <PhoneField control={control} name="telephone" label={t('fields.telephoneOptional')} error={errors.telephone} country={visitor.country} />
      <CheckboxGroup
        legend={t('fields.topics')}
        hint={t('fields.chooseAll')}
        options={options.topics}
        error={fieldError(groupError(errors, 'topics'))}
        registration={register('topics')}
      />
      <TextAreaField label={t('fields.messageOptional')} error={fieldError(errors.message)} {...register('message')} />
      <HoneypotField registration={register('website')} />
      <FormFooter alert={alert} busy={isSubmitting} />
    </form>
  );
}
