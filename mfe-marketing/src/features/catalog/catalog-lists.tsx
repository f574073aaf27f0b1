import { CareerPathCard } from './career-path-card';
import type { CareerPathSummary, LabSummary } from './catalog.api';
import styles from './catalog.module.css';
import { LabCard } from './lab-card';

/** Career paths as a grid of cards. */
export function CareerPathList({ careerPaths }: { careerPaths: readonly CareerPathSummary[] }) {
  return (
    <ul className={styles.grid}>
      {careerPaths.map((path) => (
        <li key={path.slug}>
          <CareerPathCard path={path} />
        </li>
      ))}
    </ul>
  );
}

/** Labs as a grid of cards, each linking to its page. */
export function LabList({ labs }: { labs: readonly LabSummary[] }) {
  return (
    <ul className={styles.grid}>
      {labs.map((lab) => (
        <li key={lab.slug}>
          <LabCard lab={lab} />
        </li>
      ))}
    </ul>
  );
}
