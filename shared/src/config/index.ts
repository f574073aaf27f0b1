export { $runtimeConfig, DEFAULT_RUNTIME_CONFIG, RUNTIME_CONFIG_PATH, loadRuntimeConfig, runtimeInDocument, setRuntimeConfig } from './runtime-config';
export type { RuntimeConfig } from './runtime-config';
export { $ownPageTitle, pageTitle, TITLE_SUFFIX } from './page-title';
export { handedOver } from './handed-over';
