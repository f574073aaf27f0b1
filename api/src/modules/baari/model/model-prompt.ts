import { BAARI_HISTORY_MESSAGES, type LanguageCode } from '@ilm/contract';
import type { HistoryMessage, LabContext, ModelMessage, Passage } from '../assistant';

const LANGUAGE_NAMES: Record<LanguageCode, string> = { en: 'English', ar: 'Arabic (Modern Standard Arabic)', ur: 'Urdu' };

/**
 * The messages a language model answers from: a system prompt with the rules and the numbered
 * passages (and where the learner is in a running lab), the conversation's last messages, the question.
 */
export function modelMessages(
  input: { question: string; language: LanguageCode; history: HistoryMessage[]; lab?: LabContext },
  passages: Passage[],
): ModelMessage[] {
  const { question, language, history, lab } = input;
  const sources = passages.map((passage, index) => `[${index + 1}] ${passage.title} (${passage.url})\n${passage.text}`).join('\n\n');
  const rules = [
    'You are Baari, the learning assistant of Ilm Cloud, a platform of hands-on labs, career paths and learning paths.',
    `Answer in ${LANGUAGE_NAMES[language]}, whatever language the passages are in. Keep commands, file names and product names as written.`,
    'Answer only from the numbered passages below: they are pages of this site. After each sentence that uses a passage, cite it with its number in square brackets, like [1].',
    "Link only to the passages' URLs, written as Markdown links. Never write another URL, and never name a lab, a price or a page the passages do not contain.",
    'If the passages do not answer the question, say so plainly and say which of them comes closest; do not guess.',
    'Be brief: a few sentences, or a short list.',
  ];
  if (lab) {
    rules.push(
      `The learner is inside the lab "${lab.labTitle}", on step ${lab.stepIndex + 1}, "${lab.stepTitle}".` +
        (lab.lastCheck ? ` The step's last check failed with: "${lab.lastCheck}".` : lab.passed ? " The step's last check passed." : ''),
      'Teach rather than tell: explain the idea and where to look, and never write the commands that complete the step.',
    );
  }
  return [
    { role: 'system', content: `${rules.join('\n')}\n\nPassages:\n\n${sources}` },
    ...history.slice(-BAARI_HISTORY_MESSAGES).map((message): ModelMessage => ({ role: message.role, content: message.text })),
    { role: 'user', content: question },
  ];
}
