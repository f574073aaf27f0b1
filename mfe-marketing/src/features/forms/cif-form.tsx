import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Link } from '@ilm/shared/router';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { $auth } from '@ilm/shared/stores';
import { FormAlert, SelectField, TextField, useElementId } from '@ilm/shared/ui';
import { cifSchema, type CifOutput, type CifValues } from './cif-schema';
import { groupError } from './field-error';
import { CheckboxGroup, HoneypotField, PhoneField, TextAreaField } from './form-fields';
import { FormFooter, FormSuccess } from './form-status';
import { sendForm } from './forms.api';
import { FORMS_NAMESPACE } from './i18n';
import { useFieldError } from './use-field-error';
import { useFormSubmission } from './use-form-submission';
import { useFillUntouched, useKnownVisitor } from './use-learner-defaults';
import { useVocabularyOptions } from './vocabulary-options';
import styles from './forms.module.css';

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

/** Today as `YYYY-MM-DD`: the latest date of birth the date picker offers. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The candidate information form of the immigration-support and placement service (`POST forms/cif/`),
 * in three parts: the candidate, their education and experience, what they are looking for.
 */
export function CifForm() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const id = useElementId();
  const fieldError = useFieldError();
  const visitor = useKnownVisitor();
  const options = useVocabularyOptions();
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
  const { onSubmit, alert, sent } = useFormSubmission(form, {
    kind: 'cif',
    fields: FIELDS,
    // The phone is required here, so the schema has made sure it is there.
    send: ({ telephone, ...values }) => {
      caseOpened.current = $auth.get().isAuthenticated && values.interested_in.includes('immigration_support');
      return sendForm('cif', { ...values, telephone: telephone ?? '' });
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  if (sent) {
    return (
      <>
        <FormSuccess sent={sent} />
        {caseOpened.current && (
          <FormAlert tone="info">
            <p>{t('cif.caseOpened')}</p>
            <Link className={styles.inlineLink} to={href('immigration')}>
              {t('cif.caseLink')}
            </Link>
          </FormAlert>
        )}
      </>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <section className={styles.formPart} aria-labelledby={`${id}-you`}>
        <h2 id={`${id}-you`} className={styles.partTitle}>
          {t('cif.sectionYou')}
        </h2>
        <div className={styles.pair}>
          <TextField label={t('fields.firstName')} autoComplete="given-name" error={fieldError(errors.first_name)} {...register('first_name')} />
          <TextField label={t('fields.lastName')} autoComplete="family-name" error={fieldError(errors.last_name)} {...register('last_name')} />
        </div>
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError(errors.email)} {...register('email')} />
        <PhoneField control={control} name="telephone" label={t('fields.telephone')} required error={errors.telephone} country={visitor.country} />
        <div className={styles.pair}>
          <SelectField
            label={t('fields.country')}
            autoComplete="country"
            placeholder={t('fields.countryPlaceholder')}
            options={options.countries}
            error={fieldError(errors.country)}
            {...register('country')}
          />
          <TextField label={t('fields.dateOfBirth')} type="date" autoComplete="bday" max={today()} error={fieldError(errors.date_of_birth)} {...register('date_of_birth')} />
        </div>
      </section>
      <section className={styles.formPart} aria-labelledby={`${id}-background`}>
        <h2 id={`${id}-background`} className={styles.partTitle}>
          {t('cif.sectionBackground')}
        </h2>
        <div className={styles.pair}>
          <SelectField
            label={t('fields.educationLevel')}
            placeholder={t('fields.educationPlaceholder')}
            options={options.education}
            error={fieldError(errors.education_level)}
            {...register('education_level')}
          />
          <TextField label={t('fields.fieldOfStudy')} error={fieldError(errors.field_of_study)} {...register('field_of_study')} />
        </div>
        <div className={styles.pair}>
          <TextField label={t('fields.yearsOfExperience')} inputMode="numeric" error={fieldError(errors.years_of_experience)} {...register('years_of_experience')} />
          <TextField label={t('fields.currentJobTitle')} autoComplete="organization-title" error={fieldError(errors.current_job_title)} {...register('current_job_title')} />
        </div>
        <TextField label={t('fields.linkedinUrl')} type="url" autoComplete="url" error={fieldError(errors.linkedin_url)} {...register('linkedin_url')} />
      </section>
      <section className={styles.formPart} aria-labelledby={`${id}-goals`}>
        <h2 id={`${id}-goals`} className={styles.partTitle}>
          {t('cif.sectionGoals')}
        </h2>
        <CheckboxGroup
          legend={t('fields.interestedIn')}
          hint={t('fields.chooseAll')}
          options={options.interests}
          error={fieldError(groupError(errors, 'interested_in'))}
          registration={register('interested_in')}
        />
        <TextAreaField label={t('fields.notes')} rows={4} error={fieldError(errors.notes)} {...register('notes')} />
      </section>
      <HoneypotField registration={register('website')} />
      <FormFooter alert={alert} busy={isSubmitting} />
    </form>
  );
}
