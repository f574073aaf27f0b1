import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { Trans } from '@ilm/shared/i18n/trans';
import { href } from '@ilm/shared/routes';
import { $country, countryOptions } from '@ilm/shared/stores';
import { PhoneInput, type PhoneErrorKind } from '@ilm/shared/phone';
import { Button, CheckboxField, FormAlert, PasswordField, SelectField, TextField } from '@ilm/shared/ui';
import { signUpRequest } from '../account/account.api';
import styles from '../account/auth-form.module.css';
import { checkOnLeave } from '../account/check-on-leave';
import { describeServerError } from '../account/server-error';
import { useFieldError } from '../account/use-field-error';
import { useFinishSignIn, useWithRedirect } from '../account/use-finish-sign-in';
import { signUpSchema, type SignUpOutput, type SignUpValues } from './sign-up-schema';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'telephone', 'country'] as const;
type ServerField = (typeof FIELDS)[number];
const isField = (field: string | undefined): field is ServerField => FIELDS.includes(field as ServerField);

/** Names, email, password (rules beside it), country, phone and terms; signs the new learner in. */
export function SignUpForm() {
  const { t, i18n } = useTranslation('auth');
  const detectedCountry = useStore($country);
  const finishSignIn = useFinishSignIn();
  const withRedirect = useWithRedirect();
  const fieldError = useFieldError();
  const [serverError, setServerError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  // What the phone input itself found wrong (too short, not a number…): its own message is the precise one.
  const [phoneProblem, setPhoneProblem] = useState<PhoneErrorKind | null>(null);
  const busy = useRef(false);
  const options = useMemo(
    () => countryOptions(i18n.language).map(({ code, name }) => ({ value: code, label: name })),
    [i18n.language],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues, unknown, SignUpOutput>({
    resolver: zodResolver(signUpSchema),
    shouldFocusError: true,
    defaultValues: { first_name: '', last_name: '', email: '', password: '', country: detectedCountry, telephone: undefined, terms: false },
  });

  // A number typed before the phone's own country lookup answers is read in the country chosen above.
  const chosenCountry = useWatch({ control, name: 'country' });

  // The visitor's country is usually detected a moment after the page opens: use it unless they chose one.
  useEffect(() => {
    if (detectedCountry && !getFieldState('country').isDirty) setValue('country', detectedCountry);
  }, [detectedCountry, getFieldState, setValue]);

  const onSubmit = handleSubmit(async ({ terms: _accepted, telephone, ...values }) => {
    if (busy.current) return;
    busy.current = true;
    setServerError(null);
    setEmailTaken(false);
    try {
      finishSignIn(await signUpRequest({ ...values, telephone: telephone ?? '' }));
    } catch (error) {
      const problem = describeServerError(error, t);
      if (problem.code === 'email_taken') {
        setEmailTaken(true);
        setError('email', { type: 'server', message: problem.message }, { shouldFocus: true });
      } else if (isField(problem.field)) {
        setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
      } else {
        setServerError(problem.message);
      }
    } finally {
      busy.current = false;
    }
  });

  const emailHint = emailTaken ? (
    <Trans
      t={t}
      i18nKey="signUp.emailTakenHelp"
      components={{
        signIn: <Link className={styles.link} to={withRedirect(href('sign-in'))} />,
        reset: <Link className={styles.link} to={href('forget-password')} />,
      }}
    />
  ) : undefined;

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
        hint={emailHint}
        error={fieldError(errors.email)}
        {...register('email', { onChange: () => setEmailTaken(false) })}
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
      <Controller
        control={control}
        name="telephone"
        render={({ field }) => (
          // The phone input has no ref of its own: hand react-hook-form something it can focus on an error.
          <div ref={(node) => field.ref(node ? { focus: () => node.querySelector<HTMLInputElement>('input[type="tel"]')?.focus() } : null)}>
            <PhoneInput
              label={t('fields.phone')}
              required
              likelyCountry={chosenCountry}
              value={field.value}
              onChange={field.onChange}
              onValidityChange={setPhoneProblem}
              error={phoneProblem && errors.telephone?.type !== 'server' ? undefined : fieldError(errors.telephone)}
            />
          </div>
        )}
      />
      <CheckboxField
        label={
          <Trans
            t={t}
            i18nKey="signUp.terms"
            // Trans fills each link with its words from the translation at run time.
            components={{
              // eslint-disable-next-line jsx-a11y/anchor-has-content
              terms: <a className={styles.link} href={href('terms')} target="_blank" rel="noreferrer" />,
              // eslint-disable-next-line jsx-a11y/anchor-has-content
              privacy: <a className={styles.link} href={href('privacy')} target="_blank" rel="noreferrer" />,
            }}
          />
        }
        error={fieldError(errors.terms)}
        {...register('terms')}
      />
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
