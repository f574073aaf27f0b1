import { useTranslation } from '@ilm/shared/i18n';
import { RESOURCES_NAMESPACE } from '../resources';
import { formatDay, type ArticleFacts } from './article';
import styles from './blog.module.css';

/** When an article was published, how long it takes to read, and its topics. */
export function ArticleFactsLine({ article }: { article: ArticleFacts }) {
  const { t, i18n } = useTranslation(RESOURCES_NAMESPACE);
  return (
    <div className={styles.facts}>
      <p className={styles.byline}>
        <time dateTime={article.date}>{t('blog.published', { date: formatDay(article.date, i18n.language) })}</time>
        <span aria-hidden="true"> · </span>
        <span>{t('blog.readingTime', { count: article.minutes })}</span>
      </p>
      {article.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('blog.topics')}>
          {article.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {t(`blog.tag.${tag}`, { defaultValue: tag })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
