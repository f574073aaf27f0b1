import type { RemotePageModule } from '@ilm/shared/contracts';

/** The pages of this remote at the URLs the shell gives them, for running the remote alone. */
export const standaloneRoutes: { path: string; load: () => Promise<RemotePageModule> }[] = [
  { path: '/pricing', load: () => import('./expose/pricing') },
  { path: '/checkout', load: () => import('./expose/checkout') },
  { path: '/career-path/:slug/pricing', load: () => import('./expose/career-path-pricing') },
  { path: '/career-paths/:slug/pricing', load: () => import('./expose/career-path-pricing') },
];
