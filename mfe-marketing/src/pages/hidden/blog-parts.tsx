import { ArticleView, BlogIndex, LatestArticles } from '../../features/blog';
import type { HiddenSection } from './hidden-pages';
import { unknownSection, type LayoutProps } from './parts';

/** The blog: every article, the newest first. */
export function BlogLayout() {
  return <BlogIndex />;
}

/** One article, named by the URL's `:slug`, or a clear "not found" leading back to the blog. */
export function ArticleLayout({ params }: LayoutProps) {
  return <ArticleView slug={params.slug ?? ''} />;
}

/** The blog's sections: its latest articles. */
export function BlogSectionView({ section }: { section: HiddenSection }) {
  if (section.kind !== 'latest-articles') return unknownSection(section);
  return <LatestArticles count={section.count} />;
}
