import type { ComponentType } from 'react';
import type { RemotePage, RemotePageModule } from '@ilm/shared/contracts';
import type { ContentFile, LocalizedContent } from '../../features/content';
import type { HiddenLayout, HiddenPageEntry, HiddenSection } from './hidden-pages';
import type { LayoutProps, SectionView } from './parts';

// What a page needs is loaded before it is drawn (the server draws it at once, docs/decisions/0005-server-rendering.md),
// and no more than it needs: each layout and each part's sections is a chunk of its own, so a
// document page never loads the forms or the blog.

const LAYOUTS: Record<HiddenLayout['kind'], () => Promise<ComponentType<LayoutProps>>> = {
  platform: () => import('./platform-parts').then(({ PlatformLayout }) => PlatformLayout),
  document: () => import('./document-parts').then(({ DocumentLayout }) => DocumentLayout),
  contact: () => import('./document-parts').then(({ ContactLayout }) => ContactLayout),
  about: () => import('../about-us-page').then(({ AboutUsPage }) => AboutUsPage),
  blog: () => import('./blog-parts').then(({ BlogLayout }) => BlogLayout),
  article: () => import('./blog-parts').then(({ ArticleLayout }) => ArticleLayout),
};

type SectionPart = 'platform' | 'resources' | 'blog' | 'forms';

const SECTION_PARTS: Record<HiddenSection['kind'], SectionPart> = {
  'featured-labs': 'platform',
  'lab-catalog': 'platform',
  'labs-by-level': 'platform',
  'labs-by-availability': 'platform',
  'platform-career-paths': 'platform',
  plans: 'platform',
  'explore-links': 'platform',
  'closing-call': 'platform',
  'career-paths': 'resources',
  'learning-paths': 'resources',
  openings: 'resources',
  'page-links': 'resources',
  'career-path-explorer': 'resources',
  'lead-text': 'resources',
  'latest-articles': 'blog',
  'team-inquiry': 'forms',
  'contact-form': 'forms',
};

const SECTION_VIEWS: Record<SectionPart, () => Promise<SectionView>> = {
  platform: () => import('./platform-parts').then(({ PlatformSectionView }) => PlatformSectionView),
  resources: () => import('./document-parts').then(({ ResourceSectionView }) => ResourceSectionView),
  blog: () => import('./blog-parts').then(({ BlogSectionView }) => BlogSectionView),
  forms: () => import('./form-parts').then(({ FormSectionView }) => FormSectionView),
};

const LANGUAGES = ['en', 'ar', 'ur'] as const;

/** A content file in every language: `content/<key>.<lang>.md` (docs/rules/content.md). */
async function loadContent(key: string): Promise<LocalizedContent> {
  const files = await Promise.all(LANGUAGES.map((language) => import(`../../../content/${key}.${language}.md`) as Promise<{ default: ContentFile }>));
  const [en, ar, ur] = files.map((file) => file.default) as [ContentFile, ContentFile, ContentFile];
  return { en, ar, ur };
}

/** What an entry needs to be drawn: its layout, its document and the views of its sections. */
interface LoadedParts {
  Layout: ComponentType<LayoutProps>;
  content?: LocalizedContent;
  views: Partial<Record<SectionPart, SectionView>>;
}

/** The one page every entry of the table is: its layout around its document, its lead and its sections. */
export function HiddenPage({ entry, parts, params }: { entry: HiddenPageEntry; parts: LoadedParts; params: Record<string, string | undefined> }) {
  const draw = (section: HiddenSection, index: number) => {
    const View = parts.views[SECTION_PARTS[section.kind]];
    return View ? <View key={`${section.kind}-${index}`} section={section} /> : null;
  };
  const { Layout, content } = parts;
  const lead = entry.layout.kind === 'document' ? entry.layout.lead?.map(draw) : undefined;
  return (
    <Layout layout={entry.layout} content={content} params={params} lead={lead}>
      {entry.sections?.map(draw)}
    </Layout>
  );
}

/** The page module of `entry`, once its layout, document and sections' views are loaded. */
export async function loadHiddenPage(entry: HiddenPageEntry): Promise<RemotePageModule> {
  const sections = [...(entry.layout.kind === 'document' ? (entry.layout.lead ?? []) : []), ...(entry.sections ?? [])];
  const partsNeeded = [...new Set(sections.map((section) => SECTION_PARTS[section.kind]))];
  const [Layout, content, views] = await Promise.all([
    LAYOUTS[entry.layout.kind](),
    entry.content ? loadContent(entry.content) : Promise.resolve(undefined),
    Promise.all(partsNeeded.map(async (part) => [part, await SECTION_VIEWS[part]()] as const)),
  ]);
  const parts: LoadedParts = { Layout, content, views: Object.fromEntries(views) };
  const Page: RemotePage = ({ params }) => <HiddenPage entry={entry} parts={parts} params={params} />;
  return { default: Page };
}
