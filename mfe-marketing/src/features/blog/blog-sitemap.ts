import { articlesNewestFirst } from './articles';

/** Every article's page parameters, for the sitemap (`/hidden/blog/:slug`): the same articles in each language. */
export const articlePages = async () => articlesNewestFirst('en').map(({ slug }) => ({ slug }));
