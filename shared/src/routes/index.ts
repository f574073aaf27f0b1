export { paths } from './paths';
export { DEFAULT_SIGNED_IN_PATH, safeRedirect, signInRedirect } from './safe-redirect';
