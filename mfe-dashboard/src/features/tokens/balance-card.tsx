import { useState, type ReactNode } from 'react';
import { toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { Button, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { resendConfirmation } from './tokens.api';
import styles from './tokens.module.css';
import { balanceQuery } from '../balance';

type Resend = 'idle' | 'sending' | 'sent' | 'already' | 'failed';
const RESEND_TEXT = { sent: 'tokens.resent', already: 'tokens.alreadyConfirmed', failed: 'tokens.resendFailed' } as const;

/**
 * The sign-up bonus waits for the e-mail's confirmation (api/README.md): where the balance shows, the
 * learner reads that it is coming, and can have the link sent again.
 */
function PendingBonus({ count }: { count: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [resend, setResend] = useState<Resend>('idle');
  const send = async () => {
    setResend('sending');
    try {
      await resendConfirmation();
      setResend('sent');
    } catch (error) {
      setResend(toApiError(error).code === 'email_already_confirmed' ? 'already' : 'failed');
    }
  };
  return (
    <>
      <p className={ui.warning}>{t('tokens.bonusPending', { count })}</p>
      {resend === 'sent' || resend === 'already' || resend === 'failed' ? (
        <p role="status" className={ui.muted}>
          {t(RESEND_TEXT[resend])}
        </p>
      ) : (
        <p className={ui.actions}>
          <Button variant="secondary" onClick={send} disabled={resend === 'sending'}>
            {resend === 'sending' ? t('tokens.resending') : t('tokens.resendLink')}
          </Button>
        </p>
      )}
    </>
  );
}

/** The learner's token balance in a card: its heading, the figure, then what the page adds (a hint, a link). */
export function BalanceCard({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const balance = useQuery(balanceQuery());
  return (
    <section className={ui.card} aria-labelledby="balance-title">
      <h2 id="balance-title" className={ui.sectionTitle}>
        {title}
      </h2>
      <QueryView query={balance} lines={1}>
        {(data) => (
          <>
            <p className={styles.balance}>{t('tokenCount', { count: data.balance })}</p>
            {(data.pending_signup_bonus ?? 0) > 0 && <PendingBonus count={data.pending_signup_bonus ?? 0} />}
          </>
        )}
      </QueryView>
      {children}
    </section>
  );
}
