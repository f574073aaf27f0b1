import type { ReactNode } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { NAMESPACE } from '../../i18n';
import ui from '../common/ui.module.css';
import styles from './tokens.module.css';
import { balanceQuery } from './tokens.queries';

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
        {(data) => <p className={styles.balance}>{t('tokenCount', { count: data.balance })}</p>}
      </QueryView>
      {children}
    </section>
  );
}
