import type { ReactNode } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { FormAlert, SelectField, TextField } from '@ilm/shared/ui';
import type { CifOutput, CifValues } from './cif-schema';
import { groupError } from './field-error';
import { CheckboxGroup, PhoneField, TextAreaField } from './form-fields';
import { FormSuccess } from './form-status';
import { FORMS_NAMESPACE } from './i18n';
import { useFieldError } from './use-field-error';
import type { SentForm } from './use-form-submission';
import { useVocabularyOptions } from './vocabulary-options';
import styles from './forms.module.css';

/** What every part of the form fills: its fields' registrations and their errors. */
interface CifFields {
  register: UseFormRegister<CifValues>;
  errors: FieldErrors<CifValues>;
}

/** Today as `YYYY-MM-DD`: the latest date of birth the date picker offers. */
const today = () => new Date().toISOString().slice(0, 10);

/** The thanks for a sent form, and the way to the case it opened when it opened one. */
export function CifSent({ sent, caseOpened }: { sent: SentForm; caseOpened: boolean }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <>
      <FormSuccess sent={sent} />
      {caseOpened && (
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

/** One part of the form: a section named by its heading. */
function CifPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.formPart} aria-labelledby={id}>
      <h2 id={id} className={styles.partTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The candidate: name, e-mail, phone, country and date of birth. */
export function CifAboutYou({
  id,
  register,
  errors,
  control,
  country,
}: CifFields & { id: string; control: Control<CifValues, unknown, CifOutput>; country: string | undefined }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const fieldError = useFieldError();
  const options = useVocabularyOptions();
  return (
    <CifPart id={id} title={t('cif.sectionYou')}>
      <div className={styles.pair}>
        <TextField label={t('fields.firstName')} autoComplete="given-name" error={fieldError(errors.first_name)} {...register('first_name')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" error={fieldError(errors.last_name)} {...register('last_name')} />
      </div>
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError(errors.email)} {...register('email')} />
      <PhoneField control={control} name="telephone" label={t('fields.telephone')} required error={errors.telephone} country={country} />
      <div className={styles.pair}>
        <SelectField
          label={t('fields.country')}
          autoComplete="country"
          placeholder={t('fields.countryPlaceholder')}
          options={options.countries}
          error={fieldError(errors.country)}
          {...register('country')}
        />
        <TextField
          label={t('fields.dateOfBirth')}
          type="date"
          autoComplete="bday"
          max={today()}
          error={fieldError(errors.date_of_birth)}
          {...register('date_of_birth')}
        />
      </div>
    </CifPart>
  );
}

/** Their education and experience. */
export function CifBackground({ id, register, errors }: CifFields & { id: string }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const fieldError = useFieldError();
  const options = useVocabularyOptions();
  return (
    <CifPart id={id} title={t('cif.sectionBackground')}>
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
        <TextField
          label={t('fields.yearsOfExperience')}
          inputMode="numeric"
          error={fieldError(errors.years_of_experience)}
          {...register('years_of_experience')}
        />
        <TextField
          label={t('fields.currentJobTitle')}
          autoComplete="organization-title"
          error={fieldError(errors.current_job_title)}
          {...register('current_job_title')}
        />
      </div>
      <TextField label={t('fields.linkedinUrl')} type="url" autoComplete="url" error={fieldError(errors.linkedin_url)} {...register('linkedin_url')} />
    </CifPart>
  );
}

/** What they are looking for: the services they want help with, and anything else to say. */
export function CifGoals({ id, register, errors }: CifFields & { id: string }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const fieldError = useFieldError();
  const options = useVocabularyOptions();
  return (
    <CifPart id={id} title={t('cif.sectionGoals')}>
      <CheckboxGroup
        legend={t('fields.interestedIn')}
        hint={t('fields.chooseAll')}
        options={options.interests}
        error={fieldError(groupError(errors, 'interested_in'))}
        registration={register('interested_in')}
      />
      <TextAreaField label={t('fields.notes')} rows={4} error={fieldError(errors.notes)} {...register('notes')} />
    </CifPart>
  );
}
