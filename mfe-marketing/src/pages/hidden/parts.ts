import type { ComponentType, ReactNode } from 'react';
import type { LocalizedContent } from '../../features/content';
import type { ActionTarget, HiddenLayout, HiddenSection } from './hidden-pages';

/** What a layout is given to draw a page: its entry's layout, its document, the URL's parameters, and its drawn sections. */
export interface LayoutProps {
  layout: HiddenLayout;
  /** The entry's content file in every language (none for the layouts that draw another page). */
  content?: LocalizedContent;
  params: Record<string, string | undefined>;
  /** The layout's lead sections, drawn. */
  lead?: ReactNode;
  /** The entry's sections, drawn. */
  children?: ReactNode;
}

/** Draws the sections of one part of the site (the platform's, the resources', the forms'). */
export type SectionView = ComponentType<{ section: HiddenSection }>;

/** The URL a call to action's target names (href() for a page, `#id` on this page). */
export const targetUrl = (target: ActionTarget, href: (page: string) => string): string => ('anchor' in target ? `#${target.anchor}` : href(target.page));

/** A section of another part than the view it reached (hidden-page.tsx's SECTION_PARTS says which part draws each kind). */
export function unknownSection(section: { kind: string }): never {
  throw new Error(`This view does not draw the section "${section.kind}"`);
}
