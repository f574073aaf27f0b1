import { layoutClasses as ui } from '@ilm/shared/ui';
import type { PanelProps } from '@ilm/shared/contracts';
import { CaseSummary } from '../features/immigration/case-summary';
import { InternshipSummary } from '../features/internships/internship-summary';
import { LatestInterviews } from '../features/interviews/latest-interviews';
import { LatestApplications } from '../features/jobs/latest-applications';

/**
 * The `career-services` panel (docs/rules/pages.md#panels): a card for each career service, in the
 * order a learner goes through them (job applications, mock interviews, the internship, the
 * immigration case), which the learner's home (/dashboard, mfe-dashboard) embeds by name.
 */
export default function CareerServicesPanel(_props: PanelProps) {
  return (
    <div className={ui.grid}>
      <LatestApplications />
      <LatestInterviews />
      <InternshipSummary />
      <CaseSummary />
    </div>
  );
}
