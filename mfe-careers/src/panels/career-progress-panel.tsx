import type { PanelProps } from '@ilm/shared/contracts';
import { MyDiplomas } from '../features/diplomas/my-diplomas';
import { ProgressCard } from '../features/progress/path-progress';
import styles from './panels.module.css';

/**
 * The `career-progress` panel (docs/rules/pages.md#panels): the learner's progress on their paths
 * beside their diplomas, which the learner's home (/dashboard, mfe-dashboard) embeds by name.
 */
export default function CareerProgressPanel(_props: PanelProps) {
  return (
    <div className={styles.twoColumns}>
      <ProgressCard />
      <MyDiplomas />
    </div>
  );
}
