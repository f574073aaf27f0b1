import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BaariCitation, LanguageCode } from '@ilm/contract';
import { parse } from 'yaml';
import type { Db } from '../../../db/client';
import { careerPaths, consultingOffers, labs, learningPaths, plans, tokenPacks } from '../../catalog/catalog.schema';
import type { AnswerEvent } from '../assistant';
import { BaariAssistant } from '../baari-assistant';
import { contentPassages } from '../index/content-passages';
import type { BaariSettings } from '../settings';
import { silentLog } from '../silent-log';
import { SITE_PAGES, sitePath } from '../site-pages';

/** One question of the set: what a learner asks, in which language, and the pages an answer should cite. */
export interface EvalQuestion {
  question: string;
  language: LanguageCode;
  /** A citation matches a page `/labs/x` by its path; a page with an anchor must match exactly. */
  pages: string[];
}

export interface EvalSet {
  questions: EvalQuestion[];
  /** Questions the platform's pages do not answer: Baari should say it found nothing. */
  offTopic: { question: string; language: LanguageCode }[];
}

export const QUESTIONS_FILE = path.join(__dirname, 'questions.yaml');

export function readEvalSet(file = QUESTIONS_FILE): EvalSet {
  const data = parse(readFileSync(file, 'utf8')) as { questions: EvalQuestion[]; off_topic?: EvalSet['offTopic'] };
  return { questions: data.questions, offTopic: data.off_topic ?? [] };
}

/** One answer as the evaluation sees it. */
export interface EvalAnswer {
  citations: BaariCitation[];
  text: string;
  notice: string | null;
  /** Milliseconds from the question to the first `delta`. */
  firstDeltaMs: number;
}

export async function ask(assistant: BaariAssistant, question: string, language: LanguageCode): Promise<EvalAnswer> {
  const started = performance.now();
  let firstDeltaMs = Number.NaN;
  let notice: string | null = null;
  let done: Extract<AnswerEvent, { type: 'done' }> | undefined;
  for await (const event of assistant.answer({ question, language, history: [], signal: new AbortController().signal })) {
    if (event.type === 'delta' && Number.isNaN(firstDeltaMs)) firstDeltaMs = performance.now() - started;
    if (event.type === 'notice') notice = event.code;
    if (event.type === 'done') done = event;
  }
  if (!done) throw new Error(`no answer to "${question}"`);
  return { citations: done.citations, text: done.text, notice, firstDeltaMs };
}

const pathOf = (url: string) => url.split('#')[0] ?? url;
const matches = (cited: string, expected: string) => (expected.includes('#') ? cited === expected : pathOf(cited) === expected);

/**
 * Every page of the site an answer could rightly link to, read from the database and the content
 * files on their own (not from the index): catalog pages by slug, content pages with their anchors.
 */
async function realPages(db: Db, settings: BaariSettings): Promise<Set<string>> {
  const [labRows, careerRows, learningRows, planRows, packRows, consultingRows] = await Promise.all([
    db.select({ slug: labs.slug }).from(labs),
    db.select({ slug: careerPaths.slug }).from(careerPaths),
    db.select({ slug: learningPaths.slug }).from(learningPaths),
    db.select({ slug: plans.slug }).from(plans),
    db.select({ slug: tokenPacks.slug }).from(tokenPacks),
    db.select({ slug: consultingOffers.slug }).from(consultingOffers),
  ]);
  return new Set([
    ...Object.values(SITE_PAGES).filter((pattern) => !pattern.includes(':')),
    ...labRows.map((row) => sitePath.lab(row.slug)),
    ...careerRows.map((row) => sitePath.careerPath(row.slug)),
    ...learningRows.map((row) => sitePath.learningPath(row.slug)),
    ...planRows.map((row) => sitePath.plan(row.slug)),
    ...packRows.map((row) => sitePath.tokenPack(row.slug)),
    ...consultingRows.map((row) => sitePath.consultingOffer(row.slug)),
    ...contentPassages(settings.contentDir).flatMap((passage) => [passage.url, pathOf(passage.url)]),
  ]);
}

/** The pages an answer points at: its citations and the targets of the links in its text. */
const pointedAt = (answer: EvalAnswer) => [
  ...answer.citations.map((citation) => citation.url),
  ...[...answer.text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!),
];

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

export interface EvalReport {
  recallAt3: Record<LanguageCode | 'all', { hits: number; total: number }>;
  realPagesOnly: { ok: number; total: number };
  offTopicNothingFound: { ok: number; total: number };
  firstDeltaMs: { median: number; p95: number };
  /** How long building the index from the database and the content files took. */
  indexBuildMs: number;
  misses: { question: string; language: LanguageCode; expected: string[]; cited: string[] }[];
  invented: { question: string; pages: string[] }[];
}

/** Asks every question of the set of the offline assistant and measures recall@3, real pages only and time to first delta. */
export async function evaluate(db: Db, settings: BaariSettings, set: EvalSet): Promise<EvalReport> {
  const assistant = new BaariAssistant(db, { ...settings, model: undefined }, silentLog());
  const building = performance.now();
  await assistant.refresh();
  const indexBuildMs = performance.now() - building;
  const real = await realPages(db, settings);
  const recall: EvalReport['recallAt3'] = { en: { hits: 0, total: 0 }, ar: { hits: 0, total: 0 }, ur: { hits: 0, total: 0 }, all: { hits: 0, total: 0 } };
  const report: EvalReport = {
    recallAt3: recall,
    realPagesOnly: { ok: 0, total: 0 },
    offTopicNothingFound: { ok: 0, total: 0 },
    firstDeltaMs: { median: 0, p95: 0 },
    indexBuildMs,
    misses: [],
    invented: [],
  };
  const times: number[] = [];
  const check = (question: string, answer: EvalAnswer) => {
    times.push(answer.firstDeltaMs);
    report.realPagesOnly.total += 1;
    const invented = pointedAt(answer).filter((url) => !real.has(url));
    if (invented.length === 0) report.realPagesOnly.ok += 1;
    else report.invented.push({ question, pages: invented });
  };
  for (const item of set.questions) {
    const answer = await ask(assistant, item.question, item.language);
    check(item.question, answer);
    const top3 = answer.citations.slice(0, 3).map((citation) => citation.url);
    const hit = top3.some((cited) => item.pages.some((expected) => matches(cited, expected)));
    for (const bucket of [recall[item.language], recall.all]) {
      bucket.total += 1;
      if (hit) bucket.hits += 1;
    }
    if (!hit) report.misses.push({ question: item.question, language: item.language, expected: item.pages, cited: top3 });
  }
  for (const item of set.offTopic) {
    const answer = await ask(assistant, item.question, item.language);
    check(item.question, answer);
    report.offTopicNothingFound.total += 1;
    if (answer.notice === 'nothing_found') report.offTopicNothingFound.ok += 1;
  }
  report.firstDeltaMs = { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
  return report;
}
