import type { BaariAnswerMode, BaariCitation, LanguageCode } from '@ilm/contract';
import { createParser } from 'eventsource-parser';
import type { AnswerEvent, Assistant, AskInput, LabContext } from '../assistant';

/** The page the fake's answers cite. */
export const CITATION: BaariCitation = { kind: 'lab', title: 'Files and permissions', url: '/labs/linux-files-and-permissions' };

export type Script = (input: AskInput) => AsyncIterable<AnswerEvent>;

/**
 * The default answer: it repeats the question and every earlier message it was given, so an answer
 * that carried someone else's words would show them.
 */
export async function* echo(input: AskInput): AsyncIterable<AnswerEvent> {
  const pieces = [`About "${input.question}". `, input.history.length ? `Earlier: ${input.history.map((m) => m.text).join(' | ')}` : 'A first question.'];
  for (const text of pieces) yield { type: 'delta', text };
  yield { type: 'done', text: pieces.join(''), citations: [CITATION], mode: 'offline' };
}

/** Resolves when the signal aborts (at once if it has). */
export const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));

/** An assistant the routes can be tested with: it records what it was asked and answers by a script. */
export class FakeAssistant implements Assistant {
  mode: BaariAnswerMode = 'offline';
  readonly asked: AskInput[] = [];
  script: Script = echo;

  answer(input: AskInput): AsyncIterable<AnswerEvent> {
    this.asked.push(input);
    return this.script(input);
  }

  suggestions(language: LanguageCode, lab?: Pick<LabContext, 'labSlug' | 'labTitle' | 'stepTitle'>): string[] {
    return lab ? [`${language}: ${lab.labTitle} / ${lab.stepTitle}`] : [`${language}: what can I learn here?`];
  }

  async refresh(): Promise<void> {}

  get last(): AskInput {
    const input = this.asked.at(-1);
    if (!input) throw new Error('the assistant was not asked');
    return input;
  }
}

export interface StreamEvent {
  event: string;
  data: Record<string, unknown> & { message?: Record<string, unknown> & { text?: string; citations?: BaariCitation[] } };
}

/** The events of a `text/event-stream` body, parsed as a browser would (JSON data), and its comments. */
export function parseStream(body: string): { events: StreamEvent[]; comments: string[] } {
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const parser = createParser({
    onEvent: (message) => events.push({ event: message.event ?? 'message', data: JSON.parse(message.data) }),
    onComment: (comment) => comments.push(comment),
  });
  parser.feed(body);
  return { events, comments };
}

/** Waits until `condition` holds (polled), failing after `ms`. */
export async function until(condition: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let addresses = 0;
/** A client address of its own (a private one), so one test's questions do not count against another's limits. */
export const freshAddress = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
