export { renderWithShell } from './render-with-shell';
export type { ShellRenderOptions } from './render-with-shell';
export { setupWorkspacePanels, workspacePanelLoader } from './workspace-panels';
