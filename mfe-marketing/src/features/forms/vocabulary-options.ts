import { CIF_INTERESTS, CONSULTING_BUDGETS, EDUCATION_LEVELS, TEAM_TOPICS } from '@ilm/contract';
import { useMemo } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { countryOptions } from '@ilm/shared/stores';
import { FORMS_NAMESPACE } from './i18n';

/** The forms' choices (the contract's vocabularies), labelled in the page's language. */
export function useVocabularyOptions() {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  return useMemo(
    () => ({
      education: EDUCATION_LEVELS.map((value) => ({ value, label: t(`vocabulary.education.${value}`) })),
      interests: CIF_INTERESTS.map((value) => ({ value, label: t(`vocabulary.interests.${value}`) })),
      budgets: CONSULTING_BUDGETS.map((value) => ({ value, label: t(`vocabulary.budgets.${value}`) })),
      topics: TEAM_TOPICS.map((value) => ({ value, label: t(`vocabulary.topics.${value}`) })),
      countries: countryOptions(i18n.language).map(({ code, name }) => ({ value: code, label: name })),
    }),
    [t, i18n.language],
  );
}
