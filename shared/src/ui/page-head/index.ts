export { PageHead, PageHeadContext } from './page-head';
export type { JsonLd, PageHeadProps, PageHeadRecord } from './page-head';
