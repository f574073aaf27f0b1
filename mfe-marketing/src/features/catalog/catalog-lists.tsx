import { HydrateInTurn } from '@ilm/shared/ui';
import { CareerPathCard } from './career-path-card';
import type { CareerPathSummary, LabSummary } from './catalog.api';
import styles from './catalog.module.css';
import { LabCard } from './lab-card';

/**
 * Career paths as a grid of cards, each hydrated in a task of its own (HydrateInTurn).
 * `headingLevel` keeps the page's outline in order: 2 right under the page's h1, 3 (the default)
 * inside a section.
 */
export function CareerPathList({ careerPaths, headingLevel = 3 }: { careerPaths: readonly CareerPathSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {careerPaths.map((path) => (
        <li key={path.slug}>
          <HydrateInTurn>
            <CareerPathCard path={path} headingLevel={headingLevel} />
          </HydrateInTurn>
        </li>
      ))}
    </ul>
  );
}

/** Labs as a grid of cards, each linking to its page. Each card is hydrated in a task of its own (HydrateInTurn). */
export function LabList({ labs }: { labs: readonly LabSummary[] }) {
  return (
    <ul className={styles.grid}>
      {labs.map((lab) => (
        <li key={lab.slug}>
          <HydrateInTurn>
            <LabCard lab={lab} />
          </HydrateInTurn>
        </li>
      ))}
    </ul>
  );
}
