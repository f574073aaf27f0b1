import type { LanguageCode } from '@ilm/contract';
import type { LabStep, Translations } from '../modules/catalog/catalog.schema';

/**
 * A catalog row's words in a language: each field from `translations[language]` when it is there,
 * the English column otherwise (lists and steps item by item). Slugs, prices and numbers never change.
 */
export function wordsIn<Words extends object>(language: LanguageCode, english: Words, translations: Translations<Words> | null | undefined): Words {
  const translated = language === 'en' ? undefined : translations?.[language];
  if (!translated) return english;
  const out = { ...english } as Record<string, unknown>;
  for (const [field, value] of Object.entries(english)) {
    out[field] = merge(value, (translated as Record<string, unknown>)[field]);
  }
  return out as Words;
}

function merge(english: unknown, translated: unknown): unknown {
  if (translated === undefined || translated === null || translated === '') return english;
  if (Array.isArray(english)) {
    const list = Array.isArray(translated) ? translated : [];
    return english.map((item, index) => merge(item, list[index]));
  }
  if (english && typeof english === 'object') {
    const step = english as LabStep;
    const other = translated as Partial<LabStep>;
    return { ...step, title: merge(step.title, other.title) as string, body: merge(step.body, other.body) as string } satisfies LabStep;
  }
  return typeof translated === typeof english ? translated : english;
}
