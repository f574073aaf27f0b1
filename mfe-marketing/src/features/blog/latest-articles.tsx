import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { RESOURCES_NAMESPACE } from '../resources';
import { ArticleList } from './article-card';
import { articlesNewestFirst } from './articles';
import styles from './blog.module.css';

/** A section with the newest `count` articles and the way to all of them. */
export function LatestArticles({ count = 3 }: { count?: number }) {
  const { t, i18n } = useTranslation(RESOURCES_NAMESPACE);
  return (
    <section className={styles.latest} aria-labelledby="latest-articles">
      <h2 id="latest-articles" className={styles.practiceTitle}>
        {t('blog.latest')}
      </h2>
      <ArticleList articles={articlesNewestFirst(i18n.language).slice(0, count)} headingLevel={3} />
      <p className={styles.more}>
        <Link to={href('hidden.blog')}>{t('blog.allArticles')}</Link>
      </p>
    </section>
  );
}
