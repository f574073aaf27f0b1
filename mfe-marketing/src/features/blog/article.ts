import type { ContentFile, LocalizedContent } from '../content';

/** A blog article: its slug (the content files' name) and its document in each language. */
export interface Article {
  slug: string;
  content: LocalizedContent;
}

/** What a page shows of an article in one language, read from its front matter and body. */
export interface ArticleFacts {
  slug: string;
  title: string;
  description: string;
  /** The day it was published, `YYYY-MM-DD`. */
  date: string;
  /** Topic keys (`blog.tag.<key>` in the strings), the same in every language. */
  tags: string[];
  /** Slugs of the labs that practise what the article explains. */
  labs: string[];
  /** The career path the article leads to, if any. */
  careerPath?: string;
  minutes: number;
  html: string;
}

// An adult reads about 200 words of technical prose a minute; code blocks count as words too.
const WORDS_PER_MINUTE = 200;

/** Minutes a reader needs for a body of HTML, rounded up, at least one. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** An article's facts from one of its content files. */
export function articleFacts(slug: string, file: ContentFile): ArticleFacts {
  const { title, description, date, tags, labs, careerPath } = file.meta;
  return {
    slug,
    title,
    description,
    date: typeof date === 'string' ? date : '',
    tags: strings(tags),
    labs: strings(labs),
    careerPath: typeof careerPath === 'string' ? careerPath : undefined,
    minutes: readingMinutes(file.html),
    html: file.html,
  };
}

/** A publication day (`YYYY-MM-DD`) as the page's language writes it. */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
