export { ContentPage } from './content-page';
export type { ContentPageProps } from './content-page';
export { MarkdownBody } from './markdown-body';
export { contentIn } from './content-document';
export type { ContentFile, LocalizedContent } from './content-document';
