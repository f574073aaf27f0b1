import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { QueryView, useQuery } from '@ilm/shared/query';
import { Price, buttonClass, visuallyHiddenClass, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { packsQuery } from './tokens.queries';
import styles from './tokens.module.css';

/** Where buying a pack leads: mfe-checkout's /checkout, the pack named in the query. */
export const packCheckoutHref = (slug: string) => `${href('checkout')}?pack=${encodeURIComponent(slug)}`;

/** The token packs for sale, each handing over to checkout. */
export function TokenPacks() {
  const { t } = useTranslation(NAMESPACE);
  const packs = useQuery(packsQuery());
  return (
    <section className={ui.card} aria-labelledby="packs-title">
      <h2 id="packs-title" className={ui.sectionTitle}>
        {t('packs.title')}
      </h2>
      <p className={ui.muted}>{t('packs.intro')}</p>
      <QueryView query={packs}>
        {(data) => (
          <ul className={styles.packs}>
            {data.results.map((pack) => (
              <li key={pack.slug} className={styles.pack}>
                <h3 className={styles.packName}>{pack.name}</h3>
                <p className={styles.packPrice}>
                  <Price amount={pack.price_usd} />
                </p>
                <p className={ui.muted}>
                  <Price amount={pack.price_usd / pack.tokens} /> {t('packs.perToken')}
                </p>
                <Link className={buttonClass()} to={packCheckoutHref(pack.slug)}>
                  {t('packs.buy')}
                  <span className={visuallyHiddenClass}> {pack.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p className={ui.muted}>
        {t('packs.plans')}{' '}
        <Link className={ui.link} to={href('pricing')}>
          {t('packs.plansLink')}
        </Link>
      </p>
    </section>
  );
}
