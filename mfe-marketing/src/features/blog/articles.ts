import { contentIn } from '../content';
import { articleFacts, type Article, type ArticleFacts } from './article';
import csvAr from '../../../content/blog/analysing-a-csv-with-python.ar.md';
import csvEn from '../../../content/blog/analysing-a-csv-with-python.en.md';
import csvUr from '../../../content/blog/analysing-a-csv-with-python.ur.md';
import tlsAr from '../../../content/blog/checking-a-tls-certificate-with-openssl.ar.md';
import tlsEn from '../../../content/blog/checking-a-tls-certificate-with-openssl.en.md';
import tlsUr from '../../../content/blog/checking-a-tls-certificate-with-openssl.ur.md';
import diplomaAr from '../../../content/blog/from-labs-to-a-diploma.ar.md';
import diplomaEn from '../../../content/blog/from-labs-to-a-diploma.en.md';
import diplomaUr from '../../../content/blog/from-labs-to-a-diploma.ur.md';
import permissionsAr from '../../../content/blog/reading-linux-permissions.ar.md';
import permissionsEn from '../../../content/blog/reading-linux-permissions.en.md';
import permissionsUr from '../../../content/blog/reading-linux-permissions.ur.md';
import gitAr from '../../../content/blog/your-first-git-repository.ar.md';
import gitEn from '../../../content/blog/your-first-git-repository.en.md';
import gitUr from '../../../content/blog/your-first-git-repository.ur.md';

// A new article is three content files in content/blog/ and one line here.
const ARTICLES: readonly Article[] = [
  { slug: 'reading-linux-permissions', content: { en: permissionsEn, ar: permissionsAr, ur: permissionsUr } },
  { slug: 'your-first-git-repository', content: { en: gitEn, ar: gitAr, ur: gitUr } },
  { slug: 'checking-a-tls-certificate-with-openssl', content: { en: tlsEn, ar: tlsAr, ur: tlsUr } },
  { slug: 'analysing-a-csv-with-python', content: { en: csvEn, ar: csvAr, ur: csvUr } },
  { slug: 'from-labs-to-a-diploma', content: { en: diplomaEn, ar: diplomaAr, ur: diplomaUr } },
];

/** Every article in `language`, the newest first. */
export function articlesNewestFirst(language: string): ArticleFacts[] {
  return ARTICLES.map((article) => articleFacts(article.slug, contentIn(article.content, language))).sort(
    (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  );
}

/** The article `slug` names, in `language`; undefined when there is none. */
export function findArticle(slug: string, language: string): ArticleFacts | undefined {
  const article = ARTICLES.find((candidate) => candidate.slug === slug);
  return article && articleFacts(article.slug, contentIn(article.content, language));
}
