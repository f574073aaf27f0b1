import type { RemotePageModule } from '@ilm/shared/contracts';

/** The pages of this remote at the URLs the shell gives them, for running the remote alone. */
export const standaloneRoutes: { path: string; load: () => Promise<RemotePageModule> }[] = [
  { path: '/dashboard', load: () => import('./expose/dashboard') },
  { path: '/dashboard/instances', load: () => import('./expose/instances') },
  { path: '/instance-dashboard', load: () => import('./expose/instance-dashboard') },
  { path: '/labs/:slug', load: () => import('./expose/lab') },
  { path: '/tokens', load: () => import('./expose/tokens') },
];
