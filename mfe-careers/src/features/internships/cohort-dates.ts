import { useMemo } from 'react';
import { useTranslation } from '@ilm/shared/i18n';

/** A cohort's `YYYY-MM-DD` as the start of that day in UTC, so no time zone moves it to the day before. */
const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** Cohort dates (calendar days) and a single day, or a range of them, in the page's language. */
export function useCohortDates() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const local = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return {
      /** `2026-03-02` → "2 Mar 2026". */
      day: (date: string) => day.format(calendarDay(date)),
      /** From one calendar day to another, as the language writes a range ("2 Mar – 24 Apr 2026"). */
      range: (from: string, to: string) => day.formatRange(calendarDay(from), calendarDay(to)),
      /** The day of a moment (an application sent, an internship completed), in the learner's time zone. */
      dayOf: (iso: string) => local.format(new Date(iso)),
    };
  }, [language]);
}
