import { layoutClasses as ui } from '@ilm/shared/ui';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import blocks from '../common/blocks.module.css';
import { IMMIGRATION_NAMESPACE } from './i18n';

/** No case yet: how one is opened (the candidate information form, signed in) and what happens then. */
export function NoCase() {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  return (
    <section className={ui.card} aria-labelledby="no-immigration-case">
      <h2 id="no-immigration-case" className={ui.sectionTitle}>
        {t('none.title')}
      </h2>
      <p className={blocks.text}>{t('none.body')}</p>
      <p className={blocks.text}>{t('next.disclaimer')}</p>
      <p className={blocks.text}>
        <Link className={ui.link} to={href('cif-form')}>
          {t('none.link')}
        </Link>
      </p>
    </section>
  );
}
