/** Counted nouns in Arabic, shared by the modules whose sentences count questions, hours, seconds or minutes. */

/** A count with its noun as Arabic wants it: one and two said by the noun, 3–10 with the plural, 11 and more with the singular. */
export function countAr(count: number, forms: { one: string; two: string; few: string; many: string }): string {
  if (count === 1) return forms.one;
  if (count === 2) return forms.two;
  const lastTwo = count % 100;
  return `${count} ${lastTwo >= 3 && lastTwo <= 10 ? forms.few : forms.many}`;
}
export const QUESTIONS_AR = { one: 'سؤالًا واحدًا', two: 'سؤالين', few: 'أسئلة', many: 'سؤالًا' };
export const HOURS_AR = { one: 'ساعة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' };
export const SECONDS_AR = { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية' };
export const MINUTES_AR = { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' };
