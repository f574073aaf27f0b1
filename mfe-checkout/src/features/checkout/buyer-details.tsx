import { useLocation, useNavigate } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { signOut } from '@ilm/shared/stores';
import type { User } from '@ilm/shared/types';
import { NAMESPACE } from '../../i18n';
import styles from './checkout.module.css';

/** The full name of a learner (the email when the API has no name). */
export function fullName(user: User): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.email;
}

/** Who is buying (the signed-in account), with a way to buy as someone else. */
export function BuyerDetails({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const switchAccount = () => {
    // Forgets the session here at once; the server is told in the background.
    void signOut();
    navigate(`${href('sign-in')}?${new URLSearchParams({ redirect: location.pathname + location.search })}`, { replace: true });
  };
  return (
    <section className={styles.panel} aria-labelledby="buyer-heading">
      <h2 id="buyer-heading" className={styles.panelTitle}>
        {t('buyer.heading')}
      </h2>
      <dl className={styles.buyer}>
        <div>
          <dt>{t('buyer.name')}</dt>
          <dd>{fullName(user)}</dd>
        </div>
        <div>
          <dt>{t('buyer.email')}</dt>
          <dd>
            <bdi dir="ltr">{user.email}</bdi>
          </dd>
        </div>
      </dl>
      <button type="button" className={styles.linkButton} onClick={switchAccount}>
        {t('buyer.notYou')}
      </button>
    </section>
  );
}
