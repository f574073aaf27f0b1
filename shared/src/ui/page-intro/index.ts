export { PageIntro } from './page-intro';
export type { PageIntroProps } from './page-intro';
