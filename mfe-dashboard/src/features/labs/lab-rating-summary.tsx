import { LAB_RATING_BEST, LAB_RATING_STARS } from '@ilm/contract';
import { drawnWords, useTranslation } from '@ilm/shared/i18n';
import { NAMESPACE } from '../../i18n';
import type { LabRatingSummary as Summary } from './ratings.api';
import { StarIcon } from './star-icon';
import styles from './lab-rating.module.css';

/** "4.5 out of 5, 12 ratings" in the page's language, with the stars drawn beside it. */
export function LabRatingSummary({ rating }: { rating: NonNullable<Summary> }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  // The server's words while hydrating; a formatter is built only for words it did not draw.
  const format = (value: number) =>
    drawnWords(`rating ${i18n.language} ${value}`, () => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value));
  const rounded = Math.round(rating.average);
  return (
    <span className={styles.summary}>
      <span className={styles.summaryStars}>
        {LAB_RATING_STARS.map((value) => (
          <StarIcon key={value} filled={value <= rounded} />
        ))}
      </span>
      <span>{t('rating.summary', { count: rating.count, average: format(rating.average), max: format(LAB_RATING_BEST) })}</span>
    </span>
  );
}
