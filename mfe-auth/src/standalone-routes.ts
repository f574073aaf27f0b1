import type { RemotePageModule } from '@ilm/shared/contracts';

/** The pages of this remote at the URLs the shell gives them, for running the remote alone. */
export const standaloneRoutes: { path: string; load: () => Promise<RemotePageModule>; layout: 'auth' | 'empty' }[] = [
  { path: '/auth/signin', load: () => import('./expose/sign-in'), layout: 'auth' },
  { path: '/auth/signup', load: () => import('./expose/sign-up'), layout: 'auth' },
  { path: '/auth/forget-password', load: () => import('./expose/forget-password'), layout: 'auth' },
  { path: '/auth/old-forget-password', load: () => import('./expose/old-forget-password'), layout: 'auth' },
  { path: '/auth/reset-password', load: () => import('./expose/reset-password'), layout: 'auth' },
  { path: '/auth/sso', load: () => import('./expose/sso'), layout: 'empty' },
];
