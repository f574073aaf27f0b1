import type { ComponentType } from 'react';
import type { AccessRule, LayoutName, NavSlot, PageRole, PanelSlot } from '@ilm/contract';

/** A remote's container name, e.g. `mfe_checkout`. */
export type RemoteName = string;

/** Props the shell passes to every page. */
export interface PageProps {
  /** Route params, e.g. `{ slug: 'aws-ec2-basics' }` for /labs/:slug. */
  params: Record<string, string | undefined>;
}

/** The default export of every page module. */
export type RemotePage = ComponentType<PageProps>;

/** A page module as its lazy `import()` answers it. */
export interface RemotePageModule {
  default: RemotePage;
}

/**
 * Where a panel is drawn (docs/rules/pages.md#panels): `sheet`, the shell's side sheet beside any
 * page (the sheet draws its title and Close); `page`, inside a page that embeds it by name
 * (`EmbeddedPanel` of `@ilm/shared/ui`), below the page's own heading.
 */
export type PanelPlacement = 'sheet' | 'page';

/** Props a panel is drawn with: by the shell's panel slot (`sheet`) or by a page that embeds it (`page`). */
export type PanelProps =
  | {
      placement: 'sheet';
      /** Closes the side sheet the panel is drawn in; focus goes back to its launcher. */
      onClose: () => void;
    }
  | {
      placement: 'page';
      /** A page has nothing to close: given only by a page that wants to hear of it. */
      onClose?: () => void;
    };

/** The default export of every panel module. */
export type RemotePanel = ComponentType<PanelProps>;

/** A panel module as its lazy `import()` answers it. */
export interface RemotePanelModule {
  default: RemotePanel;
}

/**
 * A panel a remote offers in one of the shell's panel slots, as it declares it in `src/routes.ts`
 * beside its pages. The build publishes everything but `panel`, with `label` resolved to text in
 * every language the remote has.
 */
export interface PanelDeclaration {
  /** Unique on the site among panels. */
  name: string;
  slot: PanelSlot;
  /** Who is offered it; it is never offered on a page whose access is `signed-out`. */
  access: AccessRule;
  /** Key, in the remote's namespace, of the launcher's text and the side sheet's name. */
  label: string;
  /** The panel module, in its own chunk: loaded only when the panel is first opened. */
  panel: () => Promise<RemotePanelModule>;
}

/** A link to the page in one of the shell's navigation slots; `label` is a key of the remote's namespace. */
export interface NavDeclaration {
  slot: NavSlot;
  order: number;
  label: string;
  primary?: boolean;
}

/**
 * One page as its remote declares it in `src/routes.ts` (docs/rules/pages.md). The build
 * publishes everything but `page` as `pages.json`, with `title` and nav labels resolved to text
 * in every language the remote has.
 */
export interface PageDeclaration {
  /** Unique on the site: links name it (`href('pricing')`). */
  name: string;
  /** Path pattern(s); the first is the one links use. Matching ignores case. */
  path: string | readonly string[];
  layout: LayoutName;
  access: AccessRule;
  /** Key of the page's title in the remote's namespace; absent = the site's default title. */
  title?: string;
  nav?: readonly NavDeclaration[];
  role?: PageRole;
  /**
   * Drawn anew on the server for every request instead of reused for `SERVER_RENDER_CACHE_SECONDS`:
   * for a page whose text can change at any moment (a diploma revoked). docs/rules/pages.md#fresh-pages
   */
  fresh?: true;
  /** The page module, each in its own chunk. */
  page: () => Promise<RemotePageModule>;
  /**
   * A page with parameters (`/labs/:slug`) open to visitors: the parameters of each of its pages
   * (`[{ slug: 'linux-basics' }, …]`), for the sitemap (read by the remote's server bundle,
   * docs/decisions/0005-server-rendering.md). Import what it needs lazily: this file is the
   * remote's entry in the browser.
   */
  sitemap?: () => Promise<Record<string, string>[]>;
}

/** What a remote's `src/routes.ts` exports as `remotePages`, and its `pages` expose answers. */
export interface RemotePages {
  remote: RemoteName;
  /** The i18n namespace its title and label keys are read from. */
  namespace: string;
  pages: readonly PageDeclaration[];
  panels?: readonly PanelDeclaration[];
}

/** The module every remote exposes as `<remote>/pages`: its `src/routes.ts`. */
export interface RemotePagesModule {
  remotePages: RemotePages;
}

/** The remotes list the shell server publishes: container name -> `mf-manifest.json` URL. */
export type RemotesList = Record<RemoteName, string>;
