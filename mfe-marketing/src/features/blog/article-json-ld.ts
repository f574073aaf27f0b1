import type { JsonLd } from '@ilm/shared/ui';
import type { ArticleFacts } from './article';

/** The site's organization, the author and publisher of every article (schema.org `Organization`). */
export const organization = (name: string): JsonLd => ({ '@type': 'Organization', name });

/** An article as schema.org's `BlogPosting` (a kind of `Article`), for search engines and link previews. */
export function blogPostingJsonLd(article: ArticleFacts, language: string, author: string, url?: string): JsonLd {
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    inLanguage: language,
    keywords: article.tags.join(', '),
    timeRequired: `PT${article.minutes}M`,
    author: organization(author),
    publisher: organization(author),
    ...(url ? { url, mainEntityOfPage: url } : {}),
  };
}

/** The blog's index as schema.org's `Blog`, listing its posts. */
export function blogJsonLd(name: string, description: string, language: string, posts: { article: ArticleFacts; url: string }[], author: string): JsonLd {
  return {
    '@type': 'Blog',
    name,
    description,
    inLanguage: language,
    publisher: organization(author),
    blogPost: posts.map(({ article, url }) => ({ '@type': 'BlogPosting', headline: article.title, datePublished: article.date, url })),
  };
}
