import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@ilm/shared/router';
import { z } from 'zod';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { Button, FormAlert, TextField } from '@ilm/shared/ui';
import { forgetPasswordRequest, authFormStyles as styles, emailRule, describeServerError, useFieldError, useWithRedirect, useFocusOnMount } from '../account';

const schema = z.object({ email: emailRule });
type Values = z.infer<typeof schema>;

function Sent({ email, onSendAgain, children }: { email: string; onSendAgain(): void; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const focusRef = useFocusOnMount<HTMLDivElement>();
  return (
    <div className={styles.form}>
      <div ref={focusRef} tabIndex={-1} className={styles.focusTarget}>
        <FormAlert tone="success">
          <strong>{t('forgetPassword.sentTitle')}</strong>
          <br />
          <span className={styles.breakAnywhere}>{t('forgetPassword.sent', { email })}</span>
        </FormAlert>
      </div>
      <Button variant="secondary" onClick={onSendAgain}>
        {t('forgetPassword.sendAgain')}
      </Button>
      {children}
    </div>
  );
}

/**
 * Asks the API for a reset link. Whether or not the email has an account, the visitor sees the same
 * confirmation (no account enumeration). `legacy` posts to the old entry point of the same flow.
 */
export function ForgetPasswordForm({ legacy = false }: { legacy?: boolean }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const withRedirect = useWithRedirect();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), shouldFocusError: true, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (busy.current) return;
    busy.current = true;
    setServerError(null);
    try {
      await forgetPasswordRequest(email, legacy);
      setSentTo(email);
    } catch (error) {
      const problem = describeServerError(error, t);
      if (problem.field === 'email') setError('email', { type: 'server', message: problem.message }, { shouldFocus: true });
      else setServerError(problem.message);
    } finally {
      busy.current = false;
    }
  });

  const backToSignIn = (
    <p className={styles.aside}>
      <Link className={styles.link} to={withRedirect(href('sign-in'))}>
        {t('forgetPassword.backToSignIn')}
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <Sent
        email={sentTo}
        onSendAgain={() => {
          reset({ email: sentTo });
          setSentTo(null);
        }}
      >
        {backToSignIn}
      </Sent>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError(errors.email)} {...register('email')} />
      <Button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('forgetPassword.busy') : t('forgetPassword.submit')}
      </Button>
      {backToSignIn}
    </form>
  );
}
