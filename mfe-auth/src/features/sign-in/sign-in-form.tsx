import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from '@ilm/shared/router';
import { $runtimeConfig } from '@ilm/shared/config';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { Button, FormAlert, PasswordField, TextField, whenIdle } from '@ilm/shared/ui';
import { signInRequest } from '../account/account.api';
import styles from '../account/auth-form.module.css';
import { lazyResolver } from '../account/lazy-resolver';
import type { SignInValues } from './sign-in-schema';
import { describeServerError } from '../account/server-error';
import { useFieldError } from '../account/use-field-error';
import { useFinishSignIn, useWithRedirect } from '../account/use-finish-sign-in';

type Values = SignInValues;
const resolver = lazyResolver<Values>(() => import(/* webpackChunkName: "sign-in-schema" */ './sign-in-schema'));

/** What the reset-password page leaves in the history entry of the sign-in page it opens. */
export interface SignInLocationState {
  passwordChanged?: boolean;
}

/** Email and password; on success the session is stored and the visitor goes on (redirect rule). */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const { PRODUCT_NAME } = useStore($runtimeConfig);
  const finishSignIn = useFinishSignIn();
  const withRedirect = useWithRedirect();
  const passwordChanged = Boolean((useLocation().state as SignInLocationState | null)?.passwordChanged);
  const [serverError, setServerError] = useState<string | null>(null);
  const fieldError = useFieldError();
  const busy = useRef(false);
  // The rules load once the page is idle, long before a visitor has typed both fields.
  useEffect(() => whenIdle(resolver.preload, 3000), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver, shouldFocusError: true, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    setServerError(null);
    try {
      finishSignIn(await signInRequest(values));
    } catch (error) {
      const problem = describeServerError(error, t);
      if (problem.field === 'email' || problem.field === 'password') {
        setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
      } else {
        setServerError(problem.message);
      }
    } finally {
      busy.current = false;
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {passwordChanged && !serverError && <FormAlert tone="success">{t('signIn.passwordChanged')}</FormAlert>}
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError(errors.email)} {...register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <div className={styles.row}>
        <Link className={styles.link} to={withRedirect(href('forget-password'))}>
          {t('signIn.forgot')}
        </Link>
      </div>
      <Button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('signIn.busy') : t('signIn.submit')}
      </Button>
      <p className={styles.aside}>
        {t('signIn.noAccount', { product: PRODUCT_NAME })}{' '}
        <Link className={styles.link} to={withRedirect(href('sign-up'))}>
          {t('signIn.createAccount')}
        </Link>
      </p>
    </form>
  );
}
