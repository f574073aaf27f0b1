import { Link } from '@ilm/shared/router';
import { href } from '@ilm/shared/routes';
import type { ArticleFacts } from './article';
import { ArticleFactsLine } from './article-facts-line';
import styles from './blog.module.css';

/**
 * An article in a list: its title linking to it, what it explains, and its facts. `headingLevel`
 * keeps the outline in order: 2 right under the page's h1, 3 inside a section.
 */
export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleFacts; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle}>
        <Link to={href('hidden.blog-article', { slug: article.slug })}>{article.title}</Link>
      </Heading>
      <p className={styles.description}>{article.description}</p>
      <ArticleFactsLine article={article} />
    </article>
  );
}

/** Articles as a list of cards, in the order given; `featured` gives the first one the whole row. */
export function ArticleList({ articles, headingLevel = 2, featured = false }: { articles: readonly ArticleFacts[]; headingLevel?: 2 | 3; featured?: boolean }) {
  return (
    <ol className={featured ? `${styles.list} ${styles.featured}` : styles.list}>
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ol>
  );
}
