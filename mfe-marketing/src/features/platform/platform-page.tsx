import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { PageHead } from '@ilm/shared/ui';
import { contentIn, MarkdownBody, type LocalizedContent } from '../content';
import type { CallToAction } from './call-to-action';
import { sectionsOf } from './content-sections';
import { PLATFORM_NAMESPACE } from './i18n';
import { PlatformHero } from './platform-hero';
import styles from './platform.module.css';

/** Props of {@link PlatformPage}. */
export interface PlatformPageProps {
  /** The page's content file in each language (content/platform/<name>.<lang>.md). */
  content: LocalizedContent;
  /** The hero's calls to action, the primary one first. */
  actions: readonly CallToAction[];
  terminal?: boolean;
  /** Drawn after the document's sections: lists from the catalog, a form, a closing call to action. */
  children?: ReactNode;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * A page of the revamped platform pages (docs/rules/content.md): the content file of the page's
 * language gives the hero (title as the h1, `eyebrow`, `lead`), the meta description and the
 * sections; each `##` section is a landmark named by its heading, its lists drawn as cards (`-`)
 * or numbered steps (`1.`).
 */
export function PlatformPage({ content, actions, terminal, children }: PlatformPageProps) {
  // Read through this namespace so the page waits for its strings in the language shown.
  const { i18n } = useTranslation(PLATFORM_NAMESPACE);
  const file = contentIn(content, i18n.language);
  const { intro, sections } = useMemo(() => sectionsOf(file.html), [file.html]);
  const { title, description, eyebrow, lead } = file.meta;
  return (
    <div className={styles.page}>
      <PageHead description={description} />
      <PlatformHero title={title} eyebrow={text(eyebrow)} lead={text(lead)} actions={actions} terminal={terminal} />
      {intro && <MarkdownBody html={intro} className={styles.sectionBody} />}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className={styles.section}>
          <MarkdownBody html={section.html} className={styles.sectionBody} />
        </section>
      ))}
      {children}
    </div>
  );
}
