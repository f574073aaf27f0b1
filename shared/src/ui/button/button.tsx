import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

/** The two looks of a button. */
export type ButtonVariant = 'primary' | 'secondary';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/**
 * The class names of the button look, for a link that reads as an action
 * (`<Link className={buttonClass('secondary')} to={…}>`); extra classes are appended.
 */
export function buttonClass(variant: ButtonVariant = 'primary', ...extra: (string | undefined)[]): string {
  return [styles.button, styles[variant], ...extra].filter(Boolean).join(' ');
}

/** The site's button: a real `<button>` (type="button" unless told otherwise). */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
