import styles from './layout.module.css';

/**
 * The learner area's shared layout classes (`stack`, `card`, `sectionTitle`, `muted`, `link`,
 * `actions`, `grid`, `warning`), for any remote's screens: one stylesheet, so every remote's cards
 * and sections look alike (docs/rules/boundaries.md#7-features-through-their-entry).
 */
export const layoutClasses = styles;
