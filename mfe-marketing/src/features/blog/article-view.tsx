import { useStore } from '@nanostores/react';
import { Link } from '@ilm/shared/router';
import { $runtimeConfig, pageTitle } from '@ilm/shared/config';
import { useTranslation } from '@ilm/shared/i18n';
import { href } from '@ilm/shared/routes';
import { EmptyState, PageHead } from '@ilm/shared/ui';
import { MarkdownBody } from '../content';
import { RESOURCES_NAMESPACE } from '../resources';
import type { ArticleFacts } from './article';
import { ArticleFactsLine } from './article-facts-line';
import { blogPostingJsonLd } from './article-json-ld';
import { findArticle } from './articles';
import styles from './blog.module.css';
import { RelatedPractice } from './related-practice';

function BlogTrail() {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  return (
    <nav aria-label={t('blog.trail')} className={styles.trail}>
      <ol>
        <li>
          <Link to={href('hidden.resources')}>{t('blog.resources')}</Link>
        </li>
        <li>
          <Link to={href('hidden.blog')}>{t('blog.title')}</Link>
        </li>
      </ol>
    </nav>
  );
}

function ArticleBody({ article }: { article: ArticleFacts }) {
  const { t, i18n } = useTranslation(RESOURCES_NAMESPACE);
  const { PRODUCT_NAME } = useStore($runtimeConfig);
  const url = href('hidden.blog-article', { slug: article.slug });
  return (
    <article className={styles.article}>
      <PageHead title={article.title} description={article.description} jsonLd={blogPostingJsonLd(article, i18n.language, pageTitle(PRODUCT_NAME), url)} />
      <BlogTrail />
      <header className={styles.articleHeader}>
        <h1 className={styles.articleTitle}>{article.title}</h1>
        <p className={styles.lead}>{article.description}</p>
        <ArticleFactsLine article={article} />
      </header>
      <MarkdownBody html={article.html} className={styles.articleBody} />
      <RelatedPractice article={article} />
      <p className={styles.more}>
        <Link to={href('hidden.blog')}>{t('blog.allArticles')}</Link>
      </p>
    </article>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  return (
    <div className={styles.notFound}>
      <PageHead title={t('blog.notFound.title')} description={t('blog.notFound.description')} notFound />
      <h1 className={styles.articleTitle}>{t('blog.notFound.title')}</h1>
      <EmptyState
        title={t('blog.notFound.heading')}
        message={t('blog.notFound.message')}
        action={<Link to={href('hidden.blog')}>{t('blog.allArticles')}</Link>}
      />
    </div>
  );
}

/** The article `slug` names, in the page's language, or a clear "not found" with the way back to the blog. */
export function ArticleView({ slug }: { slug: string }) {
  const { i18n } = useTranslation(RESOURCES_NAMESPACE);
  const article = findArticle(slug, i18n.language);
  return article ? <ArticleBody article={article} /> : <ArticleNotFound />;
}
