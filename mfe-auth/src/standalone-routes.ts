import type { RemotePageModule } from '@ilm/shared/contracts';

/** The pages of this remote at the URLs the shell gives them, for running the remote alone. */
export const standaloneRoutes: { path: string; load: () => Promise<RemotePageModule> }[] = [
  { path: '/auth/signin', load: () => import('./expose/sign-in') },
  { path: '/auth/signup', load: () => import('./expose/sign-up') },
  { path: '/auth/forget-password', load: () => import('./expose/forget-password') },
  { path: '/auth/old-forget-password', load: () => import('./expose/old-forget-password') },
  { path: '/auth/reset-password', load: () => import('./expose/reset-password') },
  { path: '/auth/sso', load: () => import('./expose/sso') },
];
