import type { ComponentType } from 'react';

/** The containers the shell loads at run time (their federation names). */
export type RemoteName = 'mfe_marketing' | 'mfe_auth' | 'mfe_dashboard' | 'mfe_checkout';

/** An exposed page module id, e.g. `mfe_checkout/Pricing`. */
export type PageModuleId = `${RemoteName}/${string}`;

/** Props the shell passes to every exposed page. */
export interface PageProps {
  /** Route params, e.g. `{ slug: 'aws-ec2-basics' }` for /labs/:slug. */
  params: Record<string, string | undefined>;
}

/** The default export of every exposed page module, e.g. `mfe_checkout/Pricing`. */
export type RemotePage = ComponentType<PageProps>;

/** The shape of an exposed page module as `loadRemote` returns it. */
export interface RemotePageModule {
  default: RemotePage;
}

/** The remotes list the shell server publishes: container name -> `mf-manifest.json` URL. */
export type RemotesList = Partial<Record<RemoteName, string>>;
