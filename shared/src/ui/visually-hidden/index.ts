import styles from './visually-hidden.module.css';

/** The class of text that screen readers say and the screen does not show, for any element (a label, a legend, a caption, a span). */
export const visuallyHiddenClass = styles.visuallyHidden;
