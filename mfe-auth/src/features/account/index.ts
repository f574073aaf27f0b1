// The feature's public entry: other features of this remote import it only from here (docs/rules/boundaries.md#7-features-through-their-entry).
export {
  confirmEmailRequest,
  forgetPasswordRequest,
  resendConfirmationRequest,
  resetPasswordRequest,
  signInRequest,
  signUpRequest,
  ssoExchangeRequest,
} from './account.api';
export { default as authFormStyles } from './auth-form.module.css';
export { checkOnLeave } from './check-on-leave';
export { lazyRules } from './lazy-rules';
export { default as messageCardStyles } from './message-card.module.css';
export { emailRule, newPasswordRule, passwordHoldsEmail } from './schemas';
export { describeServerError } from './server-error';
export { useFieldError, type FieldError } from './use-field-error';
export { useFinishSignIn, useWithRedirect } from './use-finish-sign-in';
export { useFocusOnMount } from './use-focus-on-mount';
