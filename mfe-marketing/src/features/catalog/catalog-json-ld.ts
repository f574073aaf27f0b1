import { useStore } from '@nanostores/react';
import type { CareerPathDetail, CareerPathSummary, LearningPath } from '@ilm/contract';
import { $runtimeConfig, pageTitle } from '@ilm/shared/config';
import { href } from '@ilm/shared/routes';
import { $currency, $currencyReady, type CurrencyState } from '@ilm/shared/stores';
import { convertPrice, currencyDigits, type JsonLd } from '@ilm/shared/ui';

/** A length in minutes as an ISO 8601 duration: 90 → `PT1H30M`, 45 → `PT45M`. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/**
 * A USD price as a schema.org `Offer` in the currency the page shows it in: the visitor's, once it
 * is known, else USD (the catalog's own price). Rounded like `Price` writes it.
 */
export function priceOffer(priceUsd: number, currency: CurrencyState | null): JsonLd {
  const code = currency?.currencyCode ?? 'USD';
  const amount = currency ? convertPrice(priceUsd, currency) : priceUsd;
  let digits = 2;
  try {
    digits = currencyDigits(code);
  } catch {
    // An unknown code: Price shows USD then, and so does the offer.
    return priceOffer(priceUsd, null);
  }
  return { '@type': 'Offer', price: Number(amount.toFixed(digits)), priceCurrency: code, category: 'Paid' };
}

/** What the structured data of a catalog page needs from the page: its provider, language and currency. */
export interface JsonLdContext {
  /** The site's name, as the shell's `Organization` on every page names it. */
  provider: JsonLd;
  language: string;
  currency: CurrencyState | null;
}

/** The page's {@link JsonLdContext}, kept in step with the runtime config, the language and the currency. */
export function useJsonLdContext(language: string): JsonLdContext {
  const { PRODUCT_NAME } = useStore($runtimeConfig);
  const currency = useStore($currency);
  const ready = useStore($currencyReady);
  return { provider: { '@type': 'Organization', name: pageTitle(PRODUCT_NAME) }, language, currency: ready ? currency : null };
}

/** The career paths a page lists, each by its name and page. */
export function careerPathsList(paths: CareerPathSummary[]): JsonLd {
  return {
    '@type': 'ItemList',
    itemListElement: paths.map((path, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: path.title,
      url: href('career-path', { slug: path.slug }),
    })),
  };
}

/** The learning paths a page lists: they have no page of their own, so each item is the course itself. */
export function learningPathsList(paths: LearningPath[], context: JsonLdContext): JsonLd {
  return {
    '@type': 'ItemList',
    itemListElement: paths.map((path, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Course',
        name: path.title,
        description: path.summary,
        provider: context.provider,
        inLanguage: context.language,
        ...(path.price_usd > 0 && { offers: priceOffer(path.price_usd, context.currency) }),
      },
    })),
  };
}

/** A career path as a schema.org `Course`: its labs are the syllabus, taken online in the browser. */
export function careerPathCourse(path: CareerPathDetail, context: JsonLdContext & { level: string }): JsonLd {
  return {
    '@type': 'Course',
    name: path.title,
    description: path.summary,
    provider: context.provider,
    inLanguage: context.language,
    educationalLevel: context.level,
    timeRequired: `P${path.duration_weeks}W`,
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', duration: `P${path.duration_weeks}W` },
    ...(path.labs.length > 0 && {
      syllabusSections: path.labs.map((lab) => ({
        '@type': 'Syllabus',
        name: lab.title,
        description: lab.summary,
        timeRequired: isoDuration(lab.duration_minutes),
      })),
    }),
    ...(path.price_usd > 0 && { offers: { ...priceOffer(path.price_usd, context.currency), url: href('career-path-pricing', { slug: path.slug }) } }),
  };
}
