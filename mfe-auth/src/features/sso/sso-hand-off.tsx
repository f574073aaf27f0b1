import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import type { Session } from '@ilm/shared/stores';
import { Button, FormAlert, Spinner } from '@ilm/shared/ui';
import {
  ssoExchangeRequest,
  authFormStyles as styles,
  describeServerError,
  useFinishSignIn,
  useWithRedirect,
  messageCardStyles as pageStyles,
} from '../account';

// A code works once: a second effect run (React's strict mode, a re-render) must reuse the first exchange.
const exchanges = new Map<string, Promise<Session>>();
function exchangeOnce(code: string): Promise<Session> {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = ssoExchangeRequest(code);
    exchanges.set(code, exchange);
  }
  return exchange;
}

/** Forgets earlier exchanges (tests). */
export function resetSsoExchanges(): void {
  exchanges.clear();
}

type HandOff = { state: 'exchanging' } | { state: 'failed'; message: string; canRetry: boolean };

/**
 * /auth/sso?code=…[&redirect=…]: trades the one-time code for a session of this site, stores it and
 * moves on (same redirect rule as sign-in). A bad, used or expired code says so and links to sign-in.
 */
export function SsoHandOff() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const finishSignIn = useFinishSignIn();
  const withRedirect = useWithRedirect();
  const [attempt, setAttempt] = useState(0);
  const [handOff, setHandOff] = useState<HandOff>(() => (code ? { state: 'exchanging' } : { state: 'failed', message: t('sso.missingCode'), canRetry: false }));

  useEffect(() => {
    if (!code) return;
    let live = true;
    exchangeOnce(code).then(
      (session) => live && finishSignIn(session),
      (error: unknown) => {
        const problem = describeServerError(error, t);
        const refused = problem.code === 'invalid_sso_code' || problem.status === 400 || problem.status === 401;
        // Only a code the server never looked at may be sent again.
        if (!refused) exchanges.delete(code);
        if (live) setHandOff({ state: 'failed', message: refused ? t('sso.invalidCode') : problem.message, canRetry: !refused });
      },
    );
    return () => {
      live = false;
    };
  }, [code, attempt, finishSignIn, t]);

  const retry = useCallback(() => {
    setHandOff({ state: 'exchanging' });
    setAttempt((value) => value + 1);
  }, []);

  if (handOff.state === 'exchanging') {
    return (
      <section className={pageStyles.card} aria-labelledby="sso-title">
        <h1 id="sso-title" className={pageStyles.title}>
          {t('sso.title')}
        </h1>
        <p className={pageStyles.lead}>{t('sso.intro')}</p>
        <Spinner />
      </section>
    );
  }
  return (
    <section className={pageStyles.card} aria-labelledby="sso-title">
      <h1 id="sso-title" className={pageStyles.title}>
        {t('sso.failedTitle')}
      </h1>
      <FormAlert>{handOff.message}</FormAlert>
      <div className={pageStyles.actions}>
        {handOff.canRetry && (
          <Button variant="secondary" onClick={retry}>
            {t('sso.retry')}
          </Button>
        )}
        <Link className={styles.link} to={withRedirect(href('sign-in'))}>
          {t('sso.signIn')}
        </Link>
      </div>
    </section>
  );
}
