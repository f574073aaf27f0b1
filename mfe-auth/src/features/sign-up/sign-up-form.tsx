import { useMemo } from 'react';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { countryOptions } from '@ilm/shared/stores';
import { Button, CheckboxField, FormAlert, PasswordField, SelectField, TextField } from '@ilm/shared/ui';
import { authFormStyles as styles, checkOnLeave, useFieldError, useWithRedirect } from '../account';
import { EmailTakenHelp, SignUpPhoneField, TermsLabel } from './sign-up-fields';
import { useSignUpForm } from './use-sign-up-form';

/** Names, email, password (rules beside it), country, phone and terms; signs the new learner in. */
export function SignUpForm() {
  const { t, i18n } = useTranslation('auth');
  const withRedirect = useWithRedirect();
  const fieldError = useFieldError();
  const { form, onSubmit, serverError, emailTaken, clearEmailTaken } = useSignUpForm();
  const options = useMemo(() => countryOptions(i18n.language).map(({ code, name }) => ({ value: code, label: name })), [i18n.language]);
  const {
    register,
    control,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <div className={styles.names}>
        <TextField label={t('fields.firstName')} autoComplete="given-name" error={fieldError(errors.first_name)} {...register('first_name')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" error={fieldError(errors.last_name)} {...register('last_name')} />
      </div>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        hint={emailTaken ? <EmailTakenHelp /> : undefined}
        error={fieldError(errors.email)}
        {...register('email', { onChange: clearEmailTaken })}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.passwordRules')}
        error={fieldError(errors.password)}
        {...register('password', { onBlur: checkOnLeave('password', getValues, trigger) })}
      />
      <SelectField
        label={t('fields.country')}
        autoComplete="country"
        placeholder={t('fields.countryPlaceholder')}
        options={options}
        error={fieldError(errors.country)}
        {...register('country')}
      />
      <SignUpPhoneField control={control} error={errors.telephone} />
      <CheckboxField label={<TermsLabel />} error={fieldError(errors.terms)} {...register('terms')} />
      <Button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('signUp.busy') : t('signUp.submit')}
      </Button>
      <p className={styles.aside}>
        {t('signUp.haveAccount')}{' '}
        <Link className={styles.link} to={withRedirect(href('sign-in'))}>
          {t('signUp.signIn')}
        </Link>
      </p>
    </form>
  );
}
