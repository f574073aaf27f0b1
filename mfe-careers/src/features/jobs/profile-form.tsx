import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CAREER_PROFILE_HEADLINE_MAX_LENGTH, CAREER_PROFILE_ITEM_MAX_LENGTH, CAREER_PROFILE_LIST_MAX_ITEMS, WORK_MODES, type WorkMode } from '@ilm/contract';
import { errorField, fieldMessage, isApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useQueryClient } from '@ilm/shared/query';
import { Button, CheckboxField, FormAlert, TextField, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import { JOBS_NAMESPACE } from './i18n';
import { profileBody, saveCareerProfile, type CareerProfile } from './jobs.api';
import { careerProfileQuery } from './jobs.queries';
import styles from './jobs.module.css';

/** "Cloud engineer, DevOps engineer" → the items, trimmed, without blanks. */
export const splitList = (text: string) =>
  text
    .split(/[,،]/)
    .map((item) => item.trim())
    .filter(Boolean);

const listRule = z.string().superRefine((text, context) => {
  const items = splitList(text);
  if (items.length > CAREER_PROFILE_LIST_MAX_ITEMS) context.addIssue({ code: 'custom', message: 'form.tooMany' });
  else if (items.some((item) => item.length > CAREER_PROFILE_ITEM_MAX_LENGTH)) context.addIssue({ code: 'custom', message: 'form.itemTooLong' });
});

const schema = z.object({
  headline: z.string().max(CAREER_PROFILE_HEADLINE_MAX_LENGTH, { error: 'form.headlineTooLong' }),
  roles: listRule,
  locations: listRule,
  work_modes: z.array(z.enum(WORK_MODES)),
  open_to_relocation: z.boolean(),
});
type Values = z.infer<typeof schema>;

/** The limit each message of the schema states. */
const LIMITS: Record<string, number> = {
  'form.headlineTooLong': CAREER_PROFILE_HEADLINE_MAX_LENGTH,
  'form.tooMany': CAREER_PROFILE_LIST_MAX_ITEMS,
  'form.itemTooLong': CAREER_PROFILE_ITEM_MAX_LENGTH,
};

/** The API's field (`desired_roles.2`) as the form's (`roles`). */
const FORM_FIELDS: Record<string, keyof Values> = {
  headline: 'headline',
  desired_roles: 'roles',
  locations: 'locations',
  work_modes: 'work_modes',
  open_to_relocation: 'open_to_relocation',
};

/** What the learner is looking for: headline, roles, places, how they work, relocation. The CV has its own section. */
export function ProfileForm({ profile }: { profile: CareerProfile }) {
  const { t, i18n } = useTranslation(JOBS_NAMESPACE);
  const queryClient = useQueryClient();
  const titleId = useElementId();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const separator = i18n.language === 'en' ? ', ' : '، ';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      headline: profile.headline,
      roles: profile.desired_roles.join(separator),
      locations: profile.locations.join(separator),
      work_modes: profile.work_modes,
      open_to_relocation: profile.open_to_relocation,
    },
  });
  const message = (key?: string) => (key ? (key in LIMITS ? t(key, { max: LIMITS[key] }) : key) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await saveCareerProfile(
        profileBody(profile, {
          headline: values.headline,
          desired_roles: splitList(values.roles),
          locations: splitList(values.locations),
          work_modes: values.work_modes as WorkMode[],
          open_to_relocation: values.open_to_relocation,
        }),
      );
      queryClient.setQueryData(careerProfileQuery().queryKey, saved);
      setOutcome({ tone: 'success', message: t('form.saved') });
    } catch (error) {
      const field = isApiError(error, 400) ? errorField(error)?.split('.')[0] : undefined;
      const formField = field ? FORM_FIELDS[field] : undefined;
      const text = field ? fieldMessage(error, field) : undefined;
      if (formField && text !== undefined) {
        setError(formField, { type: 'server', message: text.charAt(0).toUpperCase() + text.slice(1) }, { shouldFocus: true });
      } else {
        setOutcome({ tone: 'error', message: t('form.failed') });
      }
    }
  });

  return (
    <section className={ui.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.sectionTitle}>
        {t('form.title')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <TextField label={t('form.headline')} hint={t('form.headlineHint')} error={message(errors.headline?.message)} {...register('headline')} />
        <TextField label={t('form.roles')} hint={t('form.listHint')} error={message(errors.roles?.message)} {...register('roles')} />
        <TextField label={t('form.locations')} hint={t('form.listHint')} error={message(errors.locations?.message)} {...register('locations')} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('form.workModes')}</legend>
          {WORK_MODES.map((mode) => (
            <CheckboxField key={mode} label={t(`workMode.${mode}`)} value={mode} {...register('work_modes')} />
          ))}
          {errors.work_modes?.message && <p className={ui.muted}>{message(errors.work_modes.message)}</p>}
        </fieldset>
        <CheckboxField label={t('form.relocation')} {...register('open_to_relocation')} />
        {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
        <div className={ui.actions}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
