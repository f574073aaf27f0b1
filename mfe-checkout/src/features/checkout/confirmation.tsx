import { useEffect, useRef } from 'react';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { buttonClass, formatPrice } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import type { Order } from './orders.api';
import styles from './checkout.module.css';

const USD = { currency: 1, currencyCode: 'USD', currencyTax: 0 };

/** A paid order: its number, what was paid and what the learner got. Focus moves here so it is announced. */
export function Confirmation({ order, balance, buyerName }: { order: Order; balance: number | null; buyerName: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.confirmation} aria-labelledby="confirmation-heading">
      <h2 id="confirmation-heading" ref={heading} tabIndex={-1} className={styles.confirmationTitle}>
        {t('confirmation.heading')}
      </h2>
      <p>{t('confirmation.thanks', { name: buyerName })}</p>
      <dl className={styles.receipt}>
        <div>
          <dt>{t('confirmation.orderNumber')}</dt>
          <dd className={styles.orderNumber}>{order.id}</dd>
        </div>
        <div>
          <dt>{t('confirmation.item')}</dt>
          <dd>{order.item_name}</dd>
        </div>
        <div>
          <dt>{t('confirmation.paid')}</dt>
          <dd>{formatPrice(order.amount_usd, USD, i18n.language)}</dd>
        </div>
        {order.card_last4 && (
          <div>
            <dt>{t('confirmation.card')}</dt>
            <dd>{t('confirmation.cardEnding', { last4: order.card_last4 })}</dd>
          </div>
        )}
      </dl>
      <h3 className={styles.grantedTitle}>{t('confirmation.grantedHeading')}</h3>
      <ul className={styles.granted}>
        {order.item_type === 'plan' && <li>{t('confirmation.grantedPlan', { name: order.item_name })}</li>}
        {order.item_type === 'career_path' && <li>{t('confirmation.grantedPath', { name: order.item_name })}</li>}
        {order.tokens > 0 && <li>{t('confirmation.grantedTokens', { count: order.tokens })}</li>}
      </ul>
      {balance !== null && <p className={styles.balance}>{t('confirmation.balance', { count: balance })}</p>}
      <div className={styles.actions}>
        <Link className={buttonClass()} to={href('tokens')}>
          {t('confirmation.toTokens')}
        </Link>
        <Link className={buttonClass('secondary')} to={href('instance-dashboard')}>
          {t('confirmation.toDashboard')}
        </Link>
        <Link className={buttonClass('secondary')} to={href('pricing')}>
          {t('confirmation.toPricing')}
        </Link>
      </div>
    </section>
  );
}
