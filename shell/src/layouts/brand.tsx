import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { $runtimeConfig } from '@ilm/shared/config';
import { useTranslation } from '@ilm/shared/i18n';
import styles from './brand.module.css';

/** The product's mark and name, linking home. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('shell');
  const { PRODUCT_NAME: product } = useStore($runtimeConfig);
  return (
    <Link to="/" className={`${styles.brand} ${inverted ? styles.inverted : ''}`} aria-label={t('brandHome', { product })}>
      <span className={styles.mark} aria-hidden="true">
        {product.slice(0, 1)}
      </span>
      <span className={styles.name}>{t('brand', { product })}</span>
    </Link>
  );
}
