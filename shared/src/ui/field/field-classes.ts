import styles from './field.module.css';

// A class of field.module.css (the compiler sees a stylesheet as a map of any names).
const classOf = (name: string): string => styles[name] ?? '';

/**
 * The field kit's look, for what the kit draws no component for: a group's hint and error (a
 * fieldset of boxes), a label or a native control a screen lays out by hand. The components
 * (TextField, TextAreaField…) use the same classes, so a field looks one way on every page.
 */
export const fieldClasses = {
  /** A label, its control and their words, one above the other. */
  field: classOf('field'),
  label: classOf('label'),
  /** Words under a control: what to type, the rules it follows. */
  hint: classOf('hint'),
  /** What is wrong with what was typed. */
  error: classOf('error'),
  /** An input, select or textarea: its box, focus ring and invalid border. */
  control: classOf('control'),
  /** With `control`, a multi-line box. */
  textarea: classOf('textarea'),
} as const;
