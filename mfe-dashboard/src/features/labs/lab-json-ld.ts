import { LAB_RATING_BEST, LAB_RATING_WORST } from '@ilm/contract';
import type { JsonLd } from '@ilm/shared/ui';
import type { LabDetail } from './labs.api';

/** A length in minutes as an ISO 8601 duration: 90 → `PT1H30M`, 45 → `PT45M`. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** What the lab's structured data says in the page's language: the level's word, the provider's name. */
export interface LabJsonLdWords {
  language: string;
  level: string;
  /** The site's name, as the shell's `Organization` on every page names it. */
  provider: string;
}

/**
 * The lab as a schema.org `Course`. No `offers`: a lab costs tokens, which are no currency a search
 * engine can show. `aggregateRating` only when learners rated it: the catalog's own numbers.
 */
export function labJsonLd(lab: LabDetail, words: LabJsonLdWords): JsonLd {
  return {
    '@type': 'Course',
    name: lab.title,
    description: lab.summary,
    provider: { '@type': 'Organization', name: words.provider },
    inLanguage: words.language,
    educationalLevel: words.level,
    timeRequired: isoDuration(lab.duration_minutes),
    ...(lab.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: lab.rating.average,
        ratingCount: lab.rating.count,
        bestRating: LAB_RATING_BEST,
        worstRating: LAB_RATING_WORST,
      },
    }),
  };
}
