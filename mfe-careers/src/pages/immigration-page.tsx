import { useState } from 'react';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { PageIntro, SelectField, layoutClasses as ui } from '@ilm/shared/ui';
import { CaseView } from '../features/immigration/case-view';
import type { ImmigrationCaseSummary } from '../features/immigration/immigration.api';
import { casesQuery } from '../features/immigration/immigration.queries';
import { IMMIGRATION_NAMESPACE } from '../features/immigration/i18n';
import { NoCase } from '../features/immigration/no-case';

/**
 * /dashboard/immigration: the learner's immigration-support case (the newest; a choice when they
 * have several), or how to open one.
 */
export function ImmigrationPage() {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  const cases = useQuery(casesQuery());
  return (
    <div className={ui.stack}>
      <PageIntro ns={IMMIGRATION_NAMESPACE} page="page" />
      <QueryView query={cases} lines={4} error={{ message: t('loadFailed') }} empty={<NoCase />}>
        {(data) => <Cases cases={data.results} />}
      </QueryView>
    </div>
  );
}

function Cases({ cases }: { cases: ImmigrationCaseSummary[] }) {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  const format = useFormat();
  const [chosen, setChosen] = useState(cases[0]!.id);
  const shown = cases.some((item) => item.id === chosen) ? chosen : cases[0]!.id;
  return (
    <>
      {cases.length > 1 && (
        <SelectField
          label={t('case.choose')}
          value={shown}
          options={cases.map((item) => ({
            value: item.id,
            label: t('case.option', { date: format.dateTime(item.created_at), status: t(`status.${item.status}`) }),
          }))}
          onChange={(event) => setChosen(event.target.value)}
        />
      )}
      <CaseView key={shown} caseId={shown} />
    </>
  );
}

export default ImmigrationPage;
