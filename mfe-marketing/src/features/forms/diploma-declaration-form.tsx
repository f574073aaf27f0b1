import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CareerPathSummary } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { CheckboxField, SelectField, TextField } from '@ilm/shared/ui';
import { diplomaDeclarationSchema, type DiplomaDeclarationOutput, type DiplomaDeclarationValues } from './diploma-declaration-schema';
import { HoneypotField, PhoneField } from './form-fields';
import { FormFooter, FormSuccess } from './form-status';
import { sendForm } from './forms.api';
import { FORMS_NAMESPACE } from './i18n';
import { useFieldError } from './use-field-error';
import { useFormSubmission } from './use-form-submission';
import { useFillUntouched, useKnownVisitor } from './use-learner-defaults';
import { useVocabularyOptions } from './vocabulary-options';
import styles from './forms.module.css';

const FIELDS = [
  'full_name',
  'email',
  'telephone',
  'country',
  'career_path_slug',
  'name_on_diploma',
  'date_of_birth',
  'declaration_accepted',
  'signature',
] as const;

/**
 * The diploma declaration (`POST forms/diploma-declaration/`) of a signed-in learner: the career path
 * (from the catalog), the name to print, and the declaration that the work is their own, signed.
 */
export function DiplomaDeclarationForm({ careerPaths }: { careerPaths: readonly Pick<CareerPathSummary, 'slug' | 'title'>[] }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const fieldError = useFieldError();
  const visitor = useKnownVisitor();
  const { countries } = useVocabularyOptions();
  const form = useForm<DiplomaDeclarationValues, unknown, DiplomaDeclarationOutput>({
    resolver: zodResolver(diplomaDeclarationSchema),
    defaultValues: {
      full_name: '',
      email: '',
      telephone: undefined,
      country: '',
      career_path_slug: '',
      name_on_diploma: '',
      date_of_birth: '',
      declaration_accepted: false,
      signature: '',
      website: '',
    },
  });
  // The signature is never filled in: signing is the learner's own act.
  useFillUntouched(form, {
    full_name: visitor.fullName,
    email: visitor.email,
    telephone: visitor.telephone,
    country: visitor.country,
    name_on_diploma: visitor.fullName,
  });
  const { onSubmit, alert, sent } = useFormSubmission(form, {
    kind: 'diploma_declaration',
    fields: FIELDS,
    send: ({ telephone, ...values }) => sendForm('diploma_declaration', { ...values, ...(telephone ? { telephone } : {}) }),
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  if (sent) return <FormSuccess sent={sent} />;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <SelectField
        label={t('fields.careerPath')}
        placeholder={t('fields.careerPathPlaceholder')}
        options={careerPaths.map((path) => ({ value: path.slug, label: path.title }))}
        error={fieldError(errors.career_path_slug)}
        {...register('career_path_slug')}
      />
      <div className={styles.pair}>
        <TextField label={t('fields.fullName')} autoComplete="name" error={fieldError(errors.full_name)} {...register('full_name')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError(errors.email)} {...register('email')} />
      </div>
      <TextField
        label={t('fields.nameOnDiploma')}
        hint={t('fields.nameOnDiplomaHint')}
        error={fieldError(errors.name_on_diploma)}
        {...register('name_on_diploma')}
      />
      <div className={styles.pair}>
        <SelectField
          label={t('fields.country')}
          autoComplete="country"
          placeholder={t('fields.countryPlaceholder')}
          options={countries}
          error={fieldError(errors.country)}
          {...register('country')}
        />
        <TextField
          label={t('fields.dateOfBirth')}
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          error={fieldError(errors.date_of_birth)}
          {...register('date_of_birth')}
        />
      </div>
      <PhoneField control={control} name="telephone" label={t('fields.telephoneOptional')} error={errors.telephone} country={visitor.country} />
      <CheckboxField label={t('fields.declaration')} error={fieldError(errors.declaration_accepted)} {...register('declaration_accepted')} />
      <TextField
        label={t('fields.signature')}
        hint={t('fields.signatureHint')}
        autoComplete="off"
        error={fieldError(errors.signature)}
        {...register('signature')}
      />
      <HoneypotField registration={register('website')} />
      <FormFooter alert={alert} busy={isSubmitting} />
    </form>
  );
}
