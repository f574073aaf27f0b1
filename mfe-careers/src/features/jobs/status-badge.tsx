import type { JobApplicationStatus } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { Badge, type BadgeTone } from '@ilm/shared/ui';
import { JOBS_NAMESPACE } from './i18n';

const TONES: Record<JobApplicationStatus, BadgeTone> = {
  submitted: 'neutral',
  in_review: 'info',
  interview: 'info',
  offer: 'success',
  hired: 'success',
  not_selected: 'warning',
  withdrawn: 'neutral',
};

/** Where an application stands, in words and colour. */
export function StatusBadge({ status }: { status: JobApplicationStatus }) {
  const { t } = useTranslation(JOBS_NAMESPACE);
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
