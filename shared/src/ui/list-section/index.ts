export { ListSection } from './list-section';
export type { ListSectionProps } from './list-section';
