export { FieldFrame } from './field-frame';
export type { FieldControlProps, FieldFrameProps } from './field-frame';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { PasswordField } from './password-field';
export { SelectField } from './select-field';
export type { SelectFieldProps, SelectOption } from './select-field';
export { CheckboxField } from './checkbox-field';
export type { CheckboxFieldProps } from './checkbox-field';
