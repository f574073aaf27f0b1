import { visuallyHiddenClass, layoutClasses as ui } from '@ilm/shared/ui';
import { Fragment, type ReactNode } from 'react';
import { Link } from '@ilm/shared/router';
import type { BaariCitation } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { BAARI_NAMESPACE } from './i18n';
import styles from './baari.module.css';

/** A block of an answer: a paragraph (its lines), a list, or code kept as written. */
export type AnswerBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; ordered: boolean; items: string[] } | { kind: 'code'; text: string };

const FENCE = /^\s*```/;
const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

/**
 * Splits an answer into blocks: paragraphs at blank lines, fenced code (an unclosed fence, while
 * the answer is still arriving, runs to the end), and lines that start with `-` or `1.` as lists.
 */
export function answerBlocks(text: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let code: string[] | null = null;
  let last: AnswerBlock | undefined;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (code) {
      if (FENCE.test(line)) {
        blocks.push({ kind: 'code', text: code.join('\n') });
        code = null;
        last = undefined;
      } else code.push(line);
      continue;
    }
    if (FENCE.test(line)) {
      code = [];
      continue;
    }
    if (line.trim() === '') {
      last = undefined;
      continue;
    }
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (item) {
      const ordered = !BULLET.test(line);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item[1] ?? '');
      else blocks.push((last = { kind: 'list', ordered, items: [item[1] ?? ''] }));
      continue;
    }
    if (last?.kind === 'paragraph') last.lines.push(line);
    else blocks.push((last = { kind: 'paragraph', lines: [line] }));
  }
  if (code) blocks.push({ kind: 'code', text: code.join('\n') });
  return blocks;
}

/** `inline code`, `[n]` (the n-th citation), `[words](/a/page)` and `**strong**`. */
const INLINE = /`([^`\n]+)`|\[(\d{1,2})\](?!\()|\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*/g;

/** A path on this site (never another origin: a link in an answer stays on the site). */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

function Inline({ text, citations }: { text: string; citations: BaariCitation[] }) {
  const { t } = useTranslation(BAARI_NAMESPACE);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > at) parts.push(text.slice(at, index));
    const [whole, code, marker, words, url, strong] = match;
    if (code !== undefined) {
      parts.push(
        <code key={index} dir="ltr" className={styles.inlineCode}>
          {code}
        </code>,
      );
    } else if (marker !== undefined) {
      const number = Number(marker);
      const citation = citations[number - 1];
      parts.push(
        citation && isSitePath(citation.url) ? (
          // Read as "[1] Files and permissions": the visible marker, then the page it leads to.
          <Link key={index} to={citation.url} className={styles.marker} title={citation.title}>
            {t('answer.marker', { number })}
            <span className={visuallyHiddenClass}> {citation.title}</span>
          </Link>
        ) : (
          whole
        ),
      );
    } else if (words !== undefined && url !== undefined) {
      parts.push(
        isSitePath(url) ? (
          <Link key={index} to={url} className={ui.link}>
            {words}
          </Link>
        ) : (
          words
        ),
      );
    } else if (strong !== undefined) {
      parts.push(<strong key={index}>{strong}</strong>);
    }
    at = index + whole.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * An answer's text drawn as React nodes (never as HTML: what the model writes cannot inject
 * markup): paragraphs, lists, `inline code`, code blocks left to right, and `[n]` markers as links
 * to the page of the n-th citation.
 */
export function AnswerText({ text, citations }: { text: string; citations: BaariCitation[] }) {
  return (
    <>
      {answerBlocks(text).map((block, position) => {
        if (block.kind === 'code') {
          return (
            <pre key={position} dir="ltr" className={styles.codeBlock}>
              <code>{block.text}</code>
            </pre>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={position} className={styles.answerList}>
              {block.items.map((item, itemPosition) => (
                <li key={itemPosition}>
                  <Inline text={item} citations={citations} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={position} className={styles.paragraph}>
            {block.lines.map((line, linePosition) => (
              <Fragment key={linePosition}>
                {linePosition > 0 && <br />}
                <Inline text={line} citations={citations} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
