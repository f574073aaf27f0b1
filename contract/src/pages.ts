import { Type, type Static } from 'typebox';
import { ACCESS_RULES, LAYOUTS, NAV_SLOTS, PAGE_ROLES, PANEL_SLOTS } from './pages-vocabulary';

/**
 * The pages a remote declares, as its build publishes them beside `mf-manifest.json`
 * (`pages.json`). The shell server reads every remote's file, composes the site's route table
 * from them and hands the browser that table. See docs/rules/pages.md.
 */

const Language = Type.String({ pattern: '^[a-z]{2,3}$' });
const Text = Type.String({ minLength: 1, maxLength: 200 });

/** A text in each language the remote has it in, English always (the fallback). */
export const LocalizedText = Type.Intersect([Type.Object({ en: Text }), Type.Record(Language, Text)]);
/** Static type of {@link LocalizedText}. */
export type LocalizedText = { en: string } & Record<string, string>;

/** A link to a page in one of the shell's navigation slots. */
export const NavEntry = Type.Object(
  {
    slot: Type.Enum(NAV_SLOTS),
    /** Position in the slot, smallest first. */
    order: Type.Integer({ minimum: 0, maximum: 10_000 }),
    label: LocalizedText,
    /** Drawn as the slot's main call to action. */
    primary: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
/** Static type of {@link NavEntry}. */
export type NavEntry = Static<typeof NavEntry>;

/** A path pattern: `/`, `/pricing`, `/labs/:slug`. Matching ignores case. */
export const PathPattern = Type.String({ pattern: '^/([A-Za-z0-9._~-]+|:[a-z][A-Za-z0-9]*)?(/([A-Za-z0-9._~-]+|:[a-z][A-Za-z0-9]*))*$', maxLength: 200 });

/** The name a page is linked by (`href('pricing')`), unique on the site. */
export const PageName = Type.String({ pattern: '^[a-z][a-z0-9-]*(\\.[a-z0-9-]+)*$', maxLength: 80 });

/** One page as published: what the shell needs to route to it, guard it, title it and link to it. */
export const PublishedPage = Type.Object(
  {
    name: PageName,
    /** Its path patterns; the first is the one links use. */
    paths: Type.Array(PathPattern, { minItems: 1, maxItems: 10 }),
    layout: Type.Enum(LAYOUTS),
    access: Type.Enum(ACCESS_RULES),
    /** The page's title (`<title> | Top Class Cloud and Security Training`); absent = the site's default title. */
    title: Type.Optional(LocalizedText),
    nav: Type.Optional(Type.Array(NavEntry, { maxItems: 10 })),
    role: Type.Optional(Type.Enum(PAGE_ROLES)),
    /** Drawn anew on the server for every request, never reused: what it shows can change at any moment. */
    fresh: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);
/** Static type of {@link PublishedPage}. */
export type PublishedPage = Static<typeof PublishedPage>;

/**
 * One panel as published: what the shell needs to offer it in a slot of its layouts (a launcher
 * named `label`) and to whom. Its module is loaded by name only when it is first opened.
 */
export const PublishedPanel = Type.Object(
  {
    /** Unique on the site among panels (a page may share it). */
    name: PageName,
    slot: Type.Enum(PANEL_SLOTS),
    /** Who is offered it, as for a page's links: `signed-in` = learners only. */
    access: Type.Enum(ACCESS_RULES),
    /** The launcher's text and the side sheet's name. */
    label: LocalizedText,
  },
  { additionalProperties: false },
);
/** Static type of {@link PublishedPanel}. */
export type PublishedPanel = Static<typeof PublishedPanel>;

/** The file a remote's build publishes as `pages.json` beside its `mf-manifest.json`. */
export const PagesDeclaration = Type.Object(
  {
    /** The container name, e.g. `mfe_checkout`. */
    remote: Type.String({ pattern: '^[a-z][a-z0-9_]*$', maxLength: 60 }),
    pages: Type.Array(PublishedPage, { maxItems: 500 }),
    /** Absent in a file published before panels existed, and in a remote that offers none. */
    panels: Type.Optional(Type.Array(PublishedPanel, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
/** Static type of {@link PagesDeclaration}. */
export type PagesDeclaration = Static<typeof PagesDeclaration>;

/** A page of the composed site: a published page and the remote that draws it. */
export interface SitePage extends PublishedPage {
  remote: string;
}

/** A panel of the composed site: a published panel and the remote that draws it. */
export interface SitePanel extends PublishedPanel {
  remote: string;
}

/**
 * What the shell server hands the browser: every page of the site, the first claim of each path
 * kept, and every panel, the first claim of each panel name kept.
 */
export interface SitePages {
  pages: SitePage[];
  panels: SitePanel[];
}
