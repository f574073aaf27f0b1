import { layoutClasses as ui } from '@ilm/shared/ui';
import type { ReactNode } from 'react';
import { Link } from '@ilm/shared/router';
import blocks from '../common/blocks.module.css';

/** `[a lab's title](/labs/its-slug)`: the only links feedback and summaries hold (api/src/modules/baari/interviews-feedback.ts). */
const LAB_LINK = /\[([^\]\n]+)\]\((\/labs\/[a-z0-9][a-z0-9-]*)\)/g;

function Line({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(LAB_LINK)) {
    const index = match.index ?? 0;
    if (index > at) parts.push(text.slice(at, index));
    parts.push(
      <Link key={index} to={match[2]!} className={ui.link}>
        {match[1]}
      </Link>,
    );
    at = index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * Feedback or a summary as the API writes it: a paragraph a line, labs as links on this site.
 * Drawn as React nodes, never as HTML: a language model's words cannot inject markup.
 */
export function FeedbackText({ text }: { text: string }) {
  return (
    <>
      {text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, position) => (
          <p key={position} className={blocks.text}>
            <Line text={line} />
          </p>
        ))}
    </>
  );
}
