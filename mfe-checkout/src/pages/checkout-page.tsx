import { useStore } from '@nanostores/react';
import { Link, Navigate, useLocation, useSearchParams } from '@ilm/shared/router';
import { isApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { $currency, $currencyReady, useSession } from '@ilm/shared/stores';
import type { User } from '@ilm/shared/types';
import { EmptyState, PageHead, PageIntro, Skeleton, Spinner, buttonClass, formatPrice } from '@ilm/shared/ui';
import { NAMESPACE } from '../i18n';
import { BuyerDetails, fullName } from '../features/checkout/buyer-details';
import { readCheckoutItem, type CheckoutItemRef } from '../features/shared/checkout-item';
import type { CheckoutItem } from '../features/checkout/checkout-item.api';
import { checkoutItemQuery } from '../features/checkout/checkout-item.queries';
import { Confirmation } from '../features/checkout/confirmation';
import { OrderSummary } from '../features/checkout/order-summary';
import { PaymentForm } from '../features/checkout/payment-form';
import { usePayment } from '../features/checkout/use-payment';
import { NotFoundState } from '../features/shared/not-found-state';
import styles from '../features/checkout/checkout.module.css';
import pages from './pages.module.css';

/** /checkout?plan=… | ?pack=… | ?path=…: order summary, buyer, payment, confirmation. */
export function CheckoutPage({ now }: { now?: () => Date }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHead description={t('checkout.intro')} />
      <CheckoutSteps now={now} />
    </>
  );
}

/** What /checkout draws for the item its query names and the visitor it has. */
function CheckoutSteps({ now }: { now?: () => Date }) {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const location = useLocation();
  const item = readCheckoutItem(params);
  const buyer = useSession();

  if (!item) {
    return (
      <div className={pages.page}>
        <PageIntro ns={NAMESPACE} page="checkout" />
        <EmptyState
          title={t('checkout.nothingTitle')}
          message={t('checkout.nothingMessage')}
          action={
            <Link className={buttonClass()} to={href('pricing')}>
              {t('checkout.seePricing')}
            </Link>
          }
        />
      </div>
    );
  }
  if (buyer.status === 'anonymous') {
    const redirect = new URLSearchParams({ redirect: location.pathname + location.search });
    return (
      <>
        <Spinner label={t('checkout.redirecting')} />
        <Navigate to={`${href('sign-in')}?${redirect.toString()}`} replace />
      </>
    );
  }
  if (buyer.status === 'checking') {
    return (
      <div className={pages.page}>
        <PageIntro ns={NAMESPACE} page="checkout" />
        <Spinner label={t('checkout.checkingSession')} />
      </div>
    );
  }
  return <SignedInCheckout key={`${item.type}:${item.slug}`} item={item} user={buyer.user} now={now} />;
}

function SignedInCheckout({ item: ref, user, now }: { item: CheckoutItemRef; user: User; now?: () => Date }) {
  const { t } = useTranslation(NAMESPACE);
  const item = useQuery(checkoutItemQuery(ref));
  if (isApiError(item.error, 400, 404)) {
    return (
      <NotFoundState
        title={t('checkout.notFoundTitle')}
        message={t('checkout.notFoundMessage')}
        actions={[{ to: href('pricing'), label: t('checkout.seePricing') }]}
      />
    );
  }
  return (
    <div className={pages.page}>
      <PageIntro ns={NAMESPACE} page="checkout" />
      <QueryView query={item} loading={<Skeleton lines={6} label={t('checkout.itemLoading')} />} error={{ message: t('checkout.itemError') }}>
        {(data) => <CheckoutForm item={data} user={user} now={now} />}
      </QueryView>
    </div>
  );
}

function CheckoutForm({ item, user, now }: { item: CheckoutItem; user: User; now?: () => Date }) {
  const { i18n } = useTranslation(NAMESPACE);
  const { state, pay } = usePayment(item);
  const currency = useStore($currency);
  const ready = useStore($currencyReady);
  if (state.status === 'paid') {
    return <Confirmation order={state.order} balance={state.balance} buyerName={fullName(user)} />;
  }
  return (
    <div className={styles.layout}>
      <div className={styles.summaryColumn}>
        <OrderSummary item={item} />
      </div>
      <div className={styles.formColumn}>
        <BuyerDetails user={user} />
        <PaymentForm
          defaultName={fullName(user) === user.email ? '' : fullName(user)}
          payLabel={ready ? formatPrice(item.priceUsd, currency, i18n.language) : null}
          state={state}
          onPay={pay}
          now={now}
        />
      </div>
    </div>
  );
}

/** The page module at /checkout. */
export default function CheckoutRoute() {
  return <CheckoutPage />;
}
