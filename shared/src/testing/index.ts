export { renderWithShell } from './render-with-shell';
export type { ShellRenderOptions } from './render-with-shell';
export { setupWorkspacePanels, workspacePanelLoader } from './workspace-panels';
export { API, createMockApi, get, list, signIn } from './mock-api';
