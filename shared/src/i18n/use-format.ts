import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { drawnWords } from './drawn-words';

/** `h:mm:ss` (or `m:ss` under an hour) for a countdown. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Makes `value` on first use, then gives the same one: building an Intl formatter reads ICU's data (the first of a page, 20-100 ms). */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The formatters of a language, each built when first used, shared by every component. */
function formattersOf(language: string) {
  // Urdu's 12-hour times end in Latin "AM"/"PM", which right to left shows as "PM3:24": Urdu
  // gets the 24-hour clock ("15:24"). Arabic has its own "ص"/"م" and keeps 12 hours.
  const clock: Intl.DateTimeFormatOptions = language.startsWith('ur') ? { hourCycle: 'h23' } : {};
  return {
    dateTime: once(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...clock })),
    time: once(() => new Intl.DateTimeFormat(language, { timeStyle: 'short', ...clock })),
    relative: once(() => new Intl.RelativeTimeFormat(language, { numeric: 'auto' })),
    number: once(() => new Intl.NumberFormat(language)),
    signed: once(() => new Intl.NumberFormat(language, { signDisplay: 'exceptZero' })),
    hour: once(() => new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'short' })),
    minute: once(() => new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' })),
  };
}
const formattersByLanguage = new Map<string, ReturnType<typeof formattersOf>>();

/**
 * Dates, times, relative times, durations and numbers in the current language and the user's time
 * zone. Numbers and durations depend on the language alone: a server-drawn page's are taken from
 * its words (drawnWords, docs/decisions/0007-first-visit-performance.md); dates and times follow
 * the reader's clock, so they are always written here.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    let formatters = formattersByLanguage.get(language);
    if (!formatters) {
      formatters = formattersOf(language);
      formattersByLanguage.set(language, formatters);
    }
    const { dateTime, time, relative, number, signed, hour, minute } = formatters;
    const words = (kind: string, value: number, write: () => string) => drawnWords(`${kind} ${language} ${value}`, write);
    return {
      dateTime: (iso: string) => dateTime().format(new Date(iso)),
      time: (iso: string | number) => time().format(new Date(iso)),
      number: (value: number) => words('number', value, () => number().format(value)),
      signed: (value: number) => words('signed', value, () => signed().format(value)),
      /** "in 5 minutes", "3 hours ago". */
      relative: (iso: string, now = Date.now()) => {
        const diff = (new Date(iso).getTime() - now) / 1000;
        for (const [unit, size] of RELATIVE_UNITS) {
          if (Math.abs(diff) >= size || unit === 'second') return relative().format(Math.round(diff / size), unit);
        }
        return relative().format(0, 'second');
      },
      /** A length of time in minutes, e.g. "45 min" / "1 hr, 30 min". */
      minutes: (total: number) => {
        const hours = Math.floor(total / 60);
        const minutes = Math.round(total % 60);
        const unit = (value: number, name: 'hour' | 'minute') => words(name, value, () => (name === 'hour' ? hour() : minute()).format(value));
        if (hours === 0) return unit(minutes, 'minute');
        return minutes === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
      },
    };
  }, [language]);
}
