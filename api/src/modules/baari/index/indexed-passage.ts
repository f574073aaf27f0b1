import type { Passage } from '../assistant';

/** A passage as the index keeps it: with the words a search weighs more, and where it sits in a lab. */
export interface IndexedPassage extends Passage {
  /** Besides the title: tags, step titles, a path's labs, that say what the passage is about (weighed above its text). */
  keywords: string;
  /** The lab the passage belongs to (its overview or one of its steps). */
  labSlug?: string;
  /** The step (0-based), for a lab step's passage. */
  stepIndex?: number;
}
