import type { TFunction } from 'i18next';

/** The name of a billing period ("Monthly", "Yearly", "Every 3 months"). */
export function periodName(t: TFunction, months: number): string {
  if (months === 1) return t('period.monthly');
  if (months === 12) return t('period.yearly');
  return t('period.months', { count: months });
}

/** What a price is paid for ("per month", "per year", "every 3 months"). */
export function periodSuffix(t: TFunction, months: number): string {
  if (months === 1) return t('period.perMonth');
  if (months === 12) return t('period.perYear');
  return t('period.perMonths', { count: months });
}
