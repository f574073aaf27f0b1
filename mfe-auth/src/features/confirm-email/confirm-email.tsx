import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from '@ilm/shared/router';
import type { EmailConfirmed } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { $auth } from '@ilm/shared/stores';
import { Button, FormAlert, Spinner } from '@ilm/shared/ui';
import { confirmEmailRequest, resendConfirmationRequest, authFormStyles as styles, describeServerError, messageCardStyles as pageStyles } from '../account';

// A token works once: a second effect run (React's strict mode, a re-render) must reuse the first call.
const confirmations = new Map<string, Promise<EmailConfirmed>>();
function confirmOnce(token: string): Promise<EmailConfirmed> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = confirmEmailRequest(token);
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

/** Forgets earlier confirmations (tests). */
export function resetConfirmations(): void {
  confirmations.clear();
}

type Confirmation = { state: 'confirming' } | { state: 'confirmed'; tokens: number } | { state: 'failed'; message: string; canRetry: boolean };

type Resend = { state: 'idle' } | { state: 'sending' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

/**
 * /auth/confirm-email?token=… (the link of the confirmation mail): confirms the address, which grants
 * the sign-up bonus (api/README.md). A used or expired link says so; a signed-in learner gets a new
 * link from here, anyone else is asked to sign in (the dashboard offers the same button).
 */
export function ConfirmEmail() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const signedIn = useStore($auth).isAuthenticated;
  const [attempt, setAttempt] = useState(0);
  const [confirmation, setConfirmation] = useState<Confirmation>(() =>
    token ? { state: 'confirming' } : { state: 'failed', message: t('confirmEmail.missingToken'), canRetry: false },
  );
  const [resend, setResend] = useState<Resend>({ state: 'idle' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmOnce(token).then(
      (answer) => live && setConfirmation({ state: 'confirmed', tokens: answer.tokens_granted }),
      (error: unknown) => {
        const problem = describeServerError(error, t);
        const refused = problem.code === 'invalid_confirmation_token' || problem.status === 400;
        // Only a token the server never looked at may be sent again.
        if (!refused) confirmations.delete(token);
        if (live) setConfirmation({ state: 'failed', message: refused ? t('confirmEmail.invalidToken') : problem.message, canRetry: !refused });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt, t]);

  const retry = useCallback(() => {
    setConfirmation({ state: 'confirming' });
    setAttempt((value) => value + 1);
  }, []);

  const sendAgain = useCallback(async () => {
    setResend({ state: 'sending' });
    try {
      await resendConfirmationRequest();
      setResend({ state: 'done', message: t('confirmEmail.resent') });
    } catch (error) {
      const problem = describeServerError(error, t);
      if (problem.code === 'email_already_confirmed') setResend({ state: 'done', message: t('confirmEmail.alreadyConfirmed') });
      else setResend({ state: 'failed', message: problem.message });
    }
  }, [t]);

  const afterwards = signedIn ? href('dashboard') : href('sign-in', {}, { redirect: href('dashboard') });

  if (confirmation.state === 'confirming') {
    return (
      <section className={pageStyles.card} aria-labelledby="confirm-title">
        <h1 id="confirm-title" className={pageStyles.title}>
          {t('confirmEmail.checkingTitle')}
        </h1>
        <p className={pageStyles.lead}>{t('confirmEmail.checking')}</p>
        <Spinner />
      </section>
    );
  }
  if (confirmation.state === 'confirmed') {
    return (
      <section className={pageStyles.card} aria-labelledby="confirm-title">
        <h1 id="confirm-title" className={pageStyles.title}>
          {t('confirmEmail.confirmedTitle')}
        </h1>
        <p className={pageStyles.lead}>{t('confirmEmail.confirmed')}</p>
        {confirmation.tokens > 0 && <p className={pageStyles.lead}>{t('confirmEmail.bonus', { count: confirmation.tokens })}</p>}
        <div className={pageStyles.actions}>
          <Link className={styles.link} to={afterwards}>
            {signedIn ? t('confirmEmail.toDashboard') : t('confirmEmail.signIn')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className={pageStyles.card} aria-labelledby="confirm-title">
      <h1 id="confirm-title" className={pageStyles.title}>
        {t('confirmEmail.failedTitle')}
      </h1>
      <FormAlert>{confirmation.message}</FormAlert>
      {resend.state === 'done' && (
        <p role="status" className={pageStyles.lead}>
          {resend.message}
        </p>
      )}
      {resend.state === 'failed' && <FormAlert>{resend.message}</FormAlert>}
      <div className={pageStyles.actions}>
        {confirmation.canRetry && (
          <Button variant="secondary" onClick={retry}>
            {t('confirmEmail.retry')}
          </Button>
        )}
        {signedIn && resend.state !== 'done' && (
          <Button variant="secondary" onClick={sendAgain} disabled={resend.state === 'sending'}>
            {resend.state === 'sending' ? t('confirmEmail.resending') : t('confirmEmail.resend')}
          </Button>
        )}
        {!signedIn && (
          <Link className={styles.link} to={afterwards}>
            {t('confirmEmail.signInToResend')}
          </Link>
        )}
      </div>
    </section>
  );
}
