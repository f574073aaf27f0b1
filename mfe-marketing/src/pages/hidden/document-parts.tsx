import { useTranslation } from '@ilm/shared/i18n';
import { PageHead } from '@ilm/shared/ui';
import { ContentPage, MarkdownBody, contentIn } from '../../features/content';
import { CareerPathsSection, LearningPathsSection, OpeningsSection } from '../../features/resources/catalog-sections';
import { CareerPathExplorer } from '../../features/resources/career-path-explorer';
import { RESOURCES_NAMESPACE } from '../../features/resources/i18n';
import { PageLinks } from '../../features/resources/page-links';
import styles from '../../features/resources/resources.module.css';
import type { HiddenSection } from './hidden-pages';
import { unknownSection, type LayoutProps } from './parts';

/** A document page: its heading, lead and table of contents, the document, then the sections. */
export function DocumentLayout({ layout, content, lead, children }: LayoutProps) {
  if (layout.kind !== 'document' || !content) throw new Error('The document layout draws a document entry with its content');
  return (
    <ContentPage content={content} toc={layout.toc} lead={lead}>
      {children}
    </ContentPage>
  );
}

/** The contact page: what to write about and to whom, what happens next, and the form beside it (its section). */
export function ContactLayout({ content, children }: LayoutProps) {
  const { i18n } = useTranslation(RESOURCES_NAMESPACE);
  if (!content) throw new Error('The contact layout draws an entry with its content');
  const document = contentIn(content, i18n.language);
  return (
    <div className={styles.contactLayout}>
      <PageHead description={document.meta.description} />
      <div className={styles.contactHeader}>
        <h1 className={styles.contactTitle}>{document.meta.title}</h1>
        <MarkdownBody html={document.html} />
      </div>
      {children}
    </div>
  );
}

type ResourceSectionKind = 'career-paths' | 'learning-paths' | 'openings' | 'page-links' | 'career-path-explorer' | 'lead-text';

/** The resources' sections (words of `marketing-resources`): lists from the catalog, cards that lead on, a lead's line. */
export function ResourceSectionView({ section }: { section: HiddenSection }) {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  const resource = section as Extract<HiddenSection, { kind: ResourceSectionKind }>;
  switch (resource.kind) {
    case 'career-paths':
      return <CareerPathsSection id={resource.id} heading={t(resource.heading)} intro={t(resource.intro)} />;
    case 'learning-paths':
      return <LearningPathsSection id={resource.id} heading={t(resource.heading)} intro={t(resource.intro)} />;
    case 'openings':
      return <OpeningsSection id={resource.id} heading={t(resource.heading)} intro={t(resource.intro)} />;
    case 'page-links':
      return (
        <PageLinks id={resource.id} heading={resource.heading && t(resource.heading)} label={resource.label && t(resource.label)} links={resource.links} />
      );
    case 'career-path-explorer':
      return <CareerPathExplorer />;
    case 'lead-text':
      return <p className={styles.pageLead}>{t(resource.text)}</p>;
    default:
      return unknownSection(resource);
  }
}
