import { useStore } from '@nanostores/react';
import { $runtimeConfig, pageTitle } from '@ilm/shared/config';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { PageHead } from '@ilm/shared/ui';
import { RESOURCES_NAMESPACE } from '../resources';
import { ArticleList } from './article-card';
import { blogJsonLd } from './article-json-ld';
import { articlesNewestFirst } from './articles';
import styles from './blog.module.css';

/** The blog: every article, the newest first. */
export function BlogIndex() {
  const { t, i18n } = useTranslation(RESOURCES_NAMESPACE);
  const { PRODUCT_NAME } = useStore($runtimeConfig);
  const articles = articlesNewestFirst(i18n.language);
  const posts = articles.map((article) => ({ article, url: href('hidden.blog-article', { slug: article.slug }) }));
  return (
    <div className={styles.index}>
      <PageHead
        description={t('blog.description')}
        jsonLd={blogJsonLd(t('blog.title'), t('blog.description'), i18n.language, posts, pageTitle(PRODUCT_NAME))}
      />
      <header className={styles.indexHeader}>
        <h1 className={styles.articleTitle}>{t('blog.title')}</h1>
        <p className={styles.lead}>{t('blog.intro')}</p>
      </header>
      <ArticleList articles={articles} featured />
    </div>
  );
}
