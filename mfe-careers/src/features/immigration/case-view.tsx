import type { ReactNode } from 'react';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { Badge, layoutClasses as ui } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
import { CaseDocuments } from './case-documents';
import { CaseTimeline } from './case-timeline';
import { ConsultationSection } from './consultation-section';
import { caseQuery } from './immigration.queries';
import { IMMIGRATION_NAMESPACE } from './i18n';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={ui.card} aria-labelledby={id}>
      <h2 id={id} className={ui.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One case in full: where it stands, its timeline, what happens next, its documents and consultations. */
export function CaseView({ caseId }: { caseId: string }) {
  const { t } = useTranslation(IMMIGRATION_NAMESPACE);
  const format = useFormat();
  const detail = useQuery(caseQuery(caseId));
  return (
    <QueryView query={detail} lines={6} error={{ message: t('loadFailed') }}>
      {(immigrationCase) => (
        <div className={ui.stack}>
          <Section id="immigration-case" title={t('case.title')}>
            <p className={blocks.meta}>
              <Badge tone={immigrationCase.status === 'closed' ? 'neutral' : 'info'}>{t(`status.${immigrationCase.status}`)}</Badge>
              <span>{t('case.openedOn', { date: format.dateTime(immigrationCase.created_at) })}</span>
              <span>{t('case.updatedOn', { date: format.dateTime(immigrationCase.updated_at) })}</span>
            </p>
          </Section>
          <Section id="immigration-timeline" title={t('timeline.title')}>
            <CaseTimeline events={immigrationCase.events} />
          </Section>
          <Section id="immigration-next" title={t('next.title')}>
            <p className={blocks.text}>{t(`next.${immigrationCase.status}`)}</p>
            <p className={blocks.text}>{t('next.disclaimer')}</p>
          </Section>
          <Section id="immigration-documents" title={t('documents.title')}>
            <CaseDocuments immigrationCase={immigrationCase} />
          </Section>
          <Section id="immigration-consultation" title={t('consultation.title')}>
            <ConsultationSection immigrationCase={immigrationCase} />
          </Section>
        </div>
      )}
    </QueryView>
  );
}
