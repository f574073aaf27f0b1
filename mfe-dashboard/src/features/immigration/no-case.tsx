import { Link } from 'react-router-dom';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import ui from '../common/ui.module.css';
import { IMMIGRATION_NAMESPACE } from './i18n';
import styles from './immigration.module.css';

/** No case yet: how one is opened (the candidate information form, signed in) and what happens then. */
export function NoCase() {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  return (
    <section className={ui.card} aria-labelledby="no-immigration-case">
      <h2 id="no-immigration-case" className={ui.sectionTitle}>
        {t('none.title')}
      </h2>
      <p className={styles.text}>{t('none.body')}</p>
      <p className={styles.text}>{t('next.disclaimer')}</p>
      <p className={styles.text}>
        <Link className={styles.link} to={href('cif-form')}>
          {t('none.link')}
        </Link>
      </p>
    </section>
  );
}
