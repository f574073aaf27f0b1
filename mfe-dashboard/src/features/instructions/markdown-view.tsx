import { visuallyHiddenClass } from '@ilm/shared/ui';
import Markdown from 'markdown-to-jsx/react';
import { createElement, type ComponentProps } from 'react';
import { useTranslation } from '@ilm/shared/i18n';
import { NAMESPACE } from '../../i18n';
import styles from './step-body.module.css';
import { Code } from './text-with-code';

// Long commands wrap (step-body.module.css): nothing scrolls sideways, so no block needs the keyboard.
const Pre = (props: ComponentProps<'pre'>) => <pre {...props} dir="ltr" className={styles.pre} />;
function Anchor({ children, ...props }: ComponentProps<'a'>) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <a {...props} className={styles.link} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHiddenClass}> {t('newTab')}</span>
    </a>
  );
}

const OPTIONS = {
  // Elements made by the page's own renderer: left to itself, the library writes React's element objects
  // by hand, which Preact (the page's renderer, docs/decisions/0007-first-visit-performance.md) does not draw.
  createElement,
  // The blocks as they are, in StepBody's box: the library's own wrapper is one such hand-written element.
  wrapper: null,
  forceBlock: true,
  // Lab instructions are Markdown only: no raw HTML reaches the page.
  disableParsingRawHTML: true,
  overrides: { code: Code, pre: Pre, a: Anchor },
};

/** Instructions in Markdown (docs/rules/lab-format.md#stepyaml): paragraphs, lists, `code` and fenced blocks. Loaded by step-body.tsx. */
export function MarkdownView({ markdown }: { markdown: string }) {
  return <Markdown options={OPTIONS}>{markdown}</Markdown>;
}
