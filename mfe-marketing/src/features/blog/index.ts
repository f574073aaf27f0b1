export { ArticleView } from './article-view';
export { BlogIndex } from './blog-index';
export { LatestArticles } from './latest-articles';
export { articlesNewestFirst, findArticle } from './articles';
export { readingMinutes } from './article';
export type { ArticleFacts } from './article';
