import { useElementId } from '@ilm/shared/ui';
import { CifAboutYou, CifBackground, CifGoals, CifSent } from './cif-form-parts';
import { HoneypotField } from './form-fields';
import { FormFooter } from './form-status';
import { useCifForm } from './use-cif-form';
import styles from './forms.module.css';

/**
 * The candidate information form of the immigration-support and placement service (`POST forms/cif/`),
 * in three parts: the candidate, their education and experience, what they are looking for.
 */
export function CifForm() {
  const id = useElementId();
  const { form, onSubmit, alert, sent, caseOpened, country } = useCifForm();
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  if (sent) return <CifSent sent={sent} caseOpened={caseOpened} />;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <CifAboutYou id={`${id}-you`} register={register} errors={errors} control={control} country={country} />
      <CifBackground id={`${id}-background`} register={register} errors={errors} />
      <CifGoals id={`${id}-goals`} register={register} errors={errors} />
      <HoneypotField registration={register('website')} />
      <FormFooter alert={alert} busy={isSubmitting} />
    </form>
  );
}
