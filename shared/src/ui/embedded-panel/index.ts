export { EmbeddedPanel } from './embedded-panel';
export { registerPanelLoader } from './panel-loader';
export type { EmbeddedPanelLoader } from './panel-loader';
