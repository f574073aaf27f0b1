import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@ilm/shared/router';
import { z } from 'zod';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { Button, FormAlert, PasswordField } from '@ilm/shared/ui';
import { resetPasswordRequest, authFormStyles as styles, checkOnLeave, newPasswordRule, describeServerError, useFieldError, useFocusOnMount } from '../account';
import type { SignInLocationState } from '../sign-in';

const schema = z
  .object({ password: newPasswordRule, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], error: 'validation.confirmMismatch' });
type Values = z.infer<typeof schema>;

function AskAgain({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  const focusRef = useFocusOnMount<HTMLDivElement>();
  return (
    <div className={styles.form}>
      <div ref={focusRef} tabIndex={-1} className={styles.focusTarget}>
        <FormAlert>
          {message}
          <p className={styles.alertAction}>
            <Link className={styles.link} to={href('forget-password')}>
              {t('resetPassword.askAgain')}
            </Link>
          </p>
        </FormAlert>
      </div>
    </div>
  );
}

/**
 * The new password twice for the reset link's `token`. Success opens sign-in with a confirmation;
 * a missing, expired or used token says so and offers a new link.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const [serverError, setServerError] = useState<string | null>(null);
  const [tokenRefused, setTokenRefused] = useState(false);
  const busy = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), shouldFocusError: true, defaultValues: { password: '', confirm: '' } });

  if (!token) return <AskAgain message={t('resetPassword.missingToken')} />;
  if (tokenRefused) return <AskAgain message={t('resetPassword.invalidToken')} />;

  const onSubmit = handleSubmit(async ({ password }) => {
    if (busy.current) return;
    busy.current = true;
    setServerError(null);
    try {
      await resetPasswordRequest(token, password);
      const state: SignInLocationState = { passwordChanged: true };
      navigate(href('sign-in'), { replace: true, state });
    } catch (error) {
      const problem = describeServerError(error, t);
      if (problem.code === 'invalid_reset_token' || problem.field === 'token') setTokenRefused(true);
      else if (problem.field === 'password') setError('password', { type: 'server', message: problem.message }, { shouldFocus: true });
      else setServerError(problem.message);
    } finally {
      busy.current = false;
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('fields.passwordRules')}
        error={fieldError(errors.password)}
        {...register('password', { onBlur: checkOnLeave('password', getValues, trigger) })}
      />
      <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" error={fieldError(errors.confirm)} {...register('confirm')} />
      <Button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('resetPassword.busy') : t('resetPassword.submit')}
      </Button>
    </form>
  );
}
