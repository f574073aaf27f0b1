import { Badge, type BadgeTone } from '@ilm/shared/ui';
import { useTranslation } from '@ilm/shared/i18n';
import { NAMESPACE } from '../../i18n';
import type { InstanceStatus } from './instances.api';

const TONES: Record<InstanceStatus, BadgeTone> = {
  requested: 'info',
  provisioning: 'info',
  running: 'success',
  stopped: 'neutral',
  expired: 'warning',
  failed: 'danger',
};

/** A lab instance's state in words and colour. */
export function InstanceStatusBadge({ status }: { status: InstanceStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={TONES[status] ?? 'neutral'}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}
