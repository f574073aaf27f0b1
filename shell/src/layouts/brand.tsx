import { visuallyHiddenClass } from '@ilm/shared/ui';
import { useStore } from '@nanostores/react';
import { Link } from '@ilm/shared/router';
import { $runtimeConfig } from '@ilm/shared/config';
import { useTranslation } from '@ilm/shared/i18n';
import styles from './brand.module.css';

/**
 * The product's mark and name, linking home. Its accessible name starts with the visible name
 * ("Ilm Cloud home page"), so a voice-control user can say what they see (WCAG 2.5.3).
 */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('shell');
  const { PRODUCT_NAME: product } = useStore($runtimeConfig);
  return (
    <Link to="/" className={`${styles.brand} ${inverted ? styles.inverted : ''}`}>
      <span className={styles.mark} aria-hidden="true">
        {product.slice(0, 1)}
      </span>
      <span className={styles.name}>{t('brand', { product })}</span>
      <span className={visuallyHiddenClass}> {t('brandHome')}</span>
    </Link>
  );
}
