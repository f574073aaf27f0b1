export { afterPointerRelease } from './after-pointer-release';
