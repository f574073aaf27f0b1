import type { ReactNode } from 'react';
import { PageHead, type JsonLd } from '@ilm/shared/ui';
import { useTranslation } from '@ilm/shared/i18n';
import { NAMESPACE } from '../../i18n';
import { contentIn, type LocalizedContent } from './content-document';
import { MarkdownBody } from './markdown-body';
import styles from './content.module.css';

/** Props of {@link ContentPage}. */
export interface ContentPageProps {
  content: LocalizedContent;
  /** A table of contents of the document's second-level headings (legal documents, long guides). */
  toc?: boolean;
  /** Drawn after the document (a form, a list from the catalog). */
  children?: ReactNode;
  /** Drawn between the heading and the document. */
  lead?: ReactNode;
  jsonLd?: JsonLd | JsonLd[];
}

/**
 * A page whose text is a content file (docs/rules/content.md): its `h1` and meta description from
 * the front matter, the "last updated" date when the file has `updated`, an optional table of
 * contents, then the document.
 */
export function ContentPage({ content, toc = false, children, lead, jsonLd }: ContentPageProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const document = contentIn(content, i18n.language);
  const { title, description, updated } = document.meta;
  const sections = document.headings.filter((heading) => heading.level === 2);
  return (
    <article className={styles.page}>
      <PageHead description={description} jsonLd={jsonLd} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {typeof updated === 'string' && (
          <p className={styles.updated}>
            {t('content.updated', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(updated)) })}
          </p>
        )}
      </header>
      {lead}
      <div className={toc && sections.length > 0 ? styles.withToc : undefined}>
        {toc && sections.length > 0 && (
          <nav className={styles.toc} aria-labelledby="content-toc-heading">
            <h2 id="content-toc-heading" className={styles.tocHeading}>
              {t('content.onThisPage')}
            </h2>
            <ol className={styles.tocList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <MarkdownBody html={document.html} />
      </div>
      {children}
    </article>
  );
}
