export { Button, buttonClass } from './button';
export type { ButtonProps, ButtonVariant } from './button';
