import type { RemotePages } from '@ilm/shared/contracts';

const authPage = { layout: 'auth', access: 'signed-out' } as const;

/**
 * The pages mfe-auth draws: the only place their URLs are written (docs/rules/pages.md).
 * Titles and navigation labels are keys of the `auth` namespace (`titles.*`, `nav.*`).
 */
export const remotePages = {
  remote: 'mfe_auth',
  namespace: 'auth',
  pages: [
    // The site map lists /auth/signIn and the guards send visitors to /auth/signin: matching ignores
    // case, so both are this page, and links use the guards' spelling (docs/rules/pages.md#site-map).
    {
      name: 'sign-in',
      path: '/auth/signin',
      ...authPage,
      title: 'titles.signIn',
      role: 'sign-in',
      nav: [{ slot: 'account', order: 10, label: 'nav.signIn' }],
      page: () => import('./pages/sign-in-page'),
    },
    {
      name: 'sign-up',
      path: '/auth/signup',
      ...authPage,
      title: 'titles.signUp',
      nav: [{ slot: 'account', order: 20, label: 'nav.signUp', primary: true }],
      page: () => import('./pages/sign-up-page'),
    },
    { name: 'forget-password', path: '/auth/forget-password', ...authPage, title: 'titles.forgetPassword', page: () => import('./pages/forget-password-page') },
    {
      name: 'old-forget-password',
      path: '/auth/old-forget-password',
      ...authPage,
      title: 'titles.forgetPassword',
      page: () => import('./pages/old-forget-password-page'),
    },
    { name: 'reset-password', path: '/auth/reset-password', ...authPage, title: 'titles.resetPassword', page: () => import('./pages/reset-password-page') },
    // The hand-off may come while another account is signed in (switching accounts): no guard.
    { name: 'sso', path: '/auth/sso', layout: 'empty', access: 'public', title: 'titles.sso', page: () => import('./pages/sso-page') },
    // The link of the confirmation mail: opened signed in or not (no guard), in the site's chrome.
    {
      name: 'confirm-email',
      path: '/auth/confirm-email',
      layout: 'default',
      access: 'public',
      title: 'titles.confirmEmail',
      page: () => import('./pages/confirm-email-page'),
    },
  ],
} as const satisfies RemotePages;
