import type { SitePage, SitePanel } from '@ilm/contract';

const en = (text: string) => ({ en: text });

/**
 * A small site of four made-up remotes for the shell's tests: every layout, every access rule,
 * every role and navigation slot, and a page with two paths and a parameter. The shell knows
 * layouts and slots, never the real remotes' pages.
 */
export const FIXTURE_PAGES: SitePage[] = [
  { remote: 'mfe_one', name: 'front', paths: ['/'], layout: 'default', access: 'public', role: 'home' },
  {
    remote: 'mfe_one',
    name: 'about',
    paths: ['/about'],
    layout: 'default',
    access: 'public',
    title: en('About'),
    nav: [
      { slot: 'header', order: 10, label: en('About') },
      { slot: 'footer.company', order: 10, label: en('About') },
    ],
  },
  { remote: 'mfe_one', name: 'item', paths: ['/items/:slug', '/item/:slug'], layout: 'default', access: 'public', title: en('Item') },
  { remote: 'mfe_one', name: 'record', paths: ['/records/:id'], layout: 'default', access: 'public', title: en('Record'), fresh: true },
  {
    remote: 'mfe_one',
    name: 'new-look',
    paths: ['/new'],
    layout: 'revamped',
    access: 'public',
    title: en('New look'),
    nav: [
      { slot: 'revamped', order: 10, label: en('Platform') },
      { slot: 'revamped.cta', order: 10, label: en('Explore') },
    ],
  },
  {
    remote: 'mfe_one',
    name: 'legal',
    paths: ['/legal'],
    layout: 'default',
    access: 'public',
    nav: [{ slot: 'footer.legal', order: 10, label: en('Legal notes') }],
  },
  {
    remote: 'mfe_two',
    name: 'sign-in',
    paths: ['/enter'],
    layout: 'auth',
    access: 'signed-out',
    role: 'sign-in',
    title: en('Sign in'),
    nav: [{ slot: 'account', order: 10, label: en('Sign in') }],
  },
  {
    remote: 'mfe_two',
    name: 'join',
    paths: ['/auth/join'],
    layout: 'auth',
    access: 'signed-out',
    nav: [{ slot: 'account', order: 20, label: en('Start free'), primary: true }],
  },
  { remote: 'mfe_two', name: 'hand-off', paths: ['/auth/hand-off'], layout: 'empty', access: 'public' },
  {
    remote: 'mfe_three',
    name: 'area',
    paths: ['/area'],
    layout: 'dashboard',
    access: 'signed-in',
    title: en('Area'),
    nav: [
      { slot: 'dashboard', order: 10, label: en('Overview') },
      { slot: 'account', order: 30, label: en('My area'), primary: true },
    ],
  },
  {
    remote: 'mfe_three',
    name: 'area-list',
    paths: ['/area/list'],
    layout: 'dashboard',
    access: 'signed-in',
    title: en('Listing'),
    nav: [{ slot: 'dashboard', order: 20, label: en('Listing') }],
  },
  { remote: 'mfe_three', name: 'running', paths: ['/desk'], layout: 'dashboard', access: 'signed-in', role: 'signed-in-home' },
  {
    remote: 'mfe_three',
    name: 'wallet',
    paths: ['/wallet'],
    layout: 'dashboard',
    access: 'signed-in',
    title: en('Wallet'),
    nav: [{ slot: 'dashboard', order: 40, label: en('Wallet') }],
  },
  {
    remote: 'mfe_four',
    name: 'prices',
    paths: ['/prices'],
    layout: 'default',
    access: 'public',
    title: en('Prices'),
    nav: [{ slot: 'header', order: 50, label: en('Prices') }],
  },
];

/** The panels of the same made-up site: one for learners in the `assistant` slot. */
export const FIXTURE_PANELS: SitePanel[] = [
  { remote: 'mfe_three', name: 'helper', slot: 'assistant', access: 'signed-in', label: { en: 'Ask the helper', ar: 'اسأل المساعد' } },
];
