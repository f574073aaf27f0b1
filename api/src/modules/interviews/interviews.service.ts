import { INTERVIEW_QUESTIONS, type Interview, type InterviewList, type InterviewTurn, type LanguageCode } from '@ilm/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ChatModel } from '../baari/assistant';
import type { Db } from '../../db/client';
import { interviewAnswers, interviewSessions } from './interviews.schema';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { catalogItemKey, type CatalogService } from '../catalog/catalog.service';
import { type BankQuestion, INTERVIEWS_DIR, loadBanks, type QuestionBank } from './interviews-bank';
import { type AnsweredTurn, interviewSummary, type LabTitles, meanScore, offlineFeedback, pointText, practiseLine, labsOfMissed } from './interviews-feedback';
import { judgeWithModel } from './interviews-model';
import { matchRubric, type PointResult, scoreOf } from './interviews-rubric';
import { INTERVIEW_WORDS } from './interviews-words';
import { text } from './interviews.messages';

type SessionRow = typeof interviewSessions.$inferSelect;
type AnswerRow = typeof interviewAnswers.$inferSelect;

export interface InterviewOptions {
  /** Where the question banks are (api/interviews). */
  banksDir?: string;
  /** How long the language model may take to judge an answer before it is judged offline. */
  modelTimeoutMs?: number;
}

/** The interviews a learner's list shows: the newest, as many as anyone keeps looking at. */
const LIST_LIMIT = 50;

/**
 * `count` questions of the bank in a random order, one of them behavioural (when the bank has one):
 * two interviews of a path ask different questions, and each feels like a real interview.
 */
export function drawQuestions(bank: QuestionBank, count: number, random: () => number): BankQuestion[] {
  const shuffled = [...bank.questions];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const behavioural = shuffled.find((question) => question.kind === 'behavioural');
  const drawn = shuffled.filter((question) => question !== behavioural).slice(0, behavioural ? count - 1 : count);
  if (behavioural) drawn.splice(Math.floor(random() * (drawn.length + 1)), 0, behavioural);
  return drawn;
}

/** Mock interviews per career path (`baari/interviews/`): questions from the path's bank, answers judged against their rubric. */
export class InterviewService {
  /** Draws the questions (tests put a seeded one here). */
  random: () => number = Math.random;
  private banks: Map<string, QuestionBank> | undefined;

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly options: InterviewOptions = {},
  ) {}

  /** The career path's bank (read once, on first use). */
  bank(careerPath: string): QuestionBank | undefined {
    this.banks ??= loadBanks(this.options.banksDir ?? INTERVIEWS_DIR);
    return this.banks.get(careerPath);
  }

  /** Starts an interview in `language`: 404 for an unknown path, 400 naming the field for a path without a bank. */
  async start(userId: string, careerPath: string, language: LanguageCode): Promise<Interview> {
    await this.catalog.careerPath(careerPath);
    const bank = this.bank(careerPath);
    if (!bank) throw badRequest('career_path_slug', text('interview_no_bank'));
    const questionIds = drawQuestions(bank, INTERVIEW_QUESTIONS, this.random).map((question) => question.id);
    const [session] = await this.db.insert(interviewSessions).values({ userId, careerPathSlug: careerPath, language, questionIds }).returning();
    return this.interviewDto(session!, [], language);
  }

  /** The learner's interviews, newest first. */
  async list(userId: string, language: LanguageCode): Promise<InterviewList> {
    const sessions = await this.db
      .select()
      .from(interviewSessions)
      .where(eq(interviewSessions.userId, userId))
      .orderBy(desc(interviewSessions.createdAt))
      .limit(LIST_LIMIT);
    const ids = sessions.map((session) => session.id);
    const scores = ids.length
      ? await this.db
          .select({ sessionId: interviewAnswers.sessionId, score: interviewAnswers.score })
          .from(interviewAnswers)
          .where(inArray(interviewAnswers.sessionId, ids))
      : [];
    const titles = await this.pathTitles(sessions, language);
    const results = sessions.map((session) => {
      const own = scores.filter((row) => row.sessionId === session.id).map((row) => row.score);
      return this.summaryDto(session, own, titles);
    });
    return { count: results.length, results };
  }

  /** One of the learner's interviews (another learner's: 404). */
  async get(userId: string, id: string, language: LanguageCode): Promise<Interview> {
    const session = await this.owned(userId, id);
    return this.interviewDto(session, await this.answersOf(id), language);
  }

  /**
   * Judges the answer to the current question (with the model when there is one, offline when there
   * is none or it fails), keeps it, and completes the interview after its last question.
   */
  async answer(userId: string, id: string, answer: string, language: LanguageCode, model?: ChatModel): Promise<Interview> {
    if (!answer.trim()) throw badRequest('answer', text('v_not_blank'));
    const session = await this.owned(userId, id);
    if (session.status === 'completed') throw conflict('interview_completed', text('interview_completed'));
    const answers = await this.answersOf(id);
    const index = answers.length;
    const question = this.question(session, index);
    const titles = await this.labTitles([question, ...answers.map((row) => this.question(session, row.questionIndex))], session.language);
    const judged = await this.judge(session, question, answer.trim(), titles, model);
    const [kept] = await this.db
      .insert(interviewAnswers)
      .values({
        sessionId: id,
        questionIndex: index,
        answer: answer.trim(),
        rubric: judged.results,
        feedback: judged.feedback,
        score: scoreOf(judged.results),
        mode: judged.mode,
      })
      .onConflictDoNothing()
      .returning();
    // Two answers sent at once for the same question: the first is kept.
    if (!kept) throw conflict('interview_answer_taken', text('interview_answer_taken'));
    const all = [...answers, kept];
    if (all.length >= session.questionIds.length) {
      const turns: AnsweredTurn[] = all.map((row) => ({ question: this.question(session, row.questionIndex), results: row.rubric, score: row.score }));
      const [completed] = await this.db
        .update(interviewSessions)
        .set({ status: 'completed', summary: interviewSummary(turns, session.language, titles), completedAt: new Date() })
        .where(and(eq(interviewSessions.id, id), eq(interviewSessions.status, 'in_progress')))
        .returning();
      return this.interviewDto(completed ?? session, all, language);
    }
    return this.interviewDto(session, all, language);
  }

  private async judge(session: SessionRow, question: BankQuestion | undefined, answer: string, titles: LabTitles, model: ChatModel | undefined) {
    const language = session.language;
    if (!question) return { results: [] as PointResult[], feedback: INTERVIEW_WORDS[language].retiredQuestion, mode: 'offline' as const };
    if (model) {
      try {
        const role = (await this.pathTitles([session], 'en')).get(session.careerPathSlug) ?? session.careerPathSlug;
        const judged = await judgeWithModel(model, { question, answer, language, role }, this.options.modelTimeoutMs ?? 20_000);
        // The labs to practise come from the bank, whatever the model wrote.
        const practise = practiseLine(labsOfMissed(question, judged.results), language, titles);
        return { results: judged.results, feedback: practise ? `${judged.feedback}\n${practise}` : judged.feedback, mode: 'model' as const };
      } catch {
        // Any failure of the model (error, timeout, a reply that is not a judgement): judged offline.
      }
    }
    const results = matchRubric(question, answer, language);
    return { results, feedback: offlineFeedback(question, results, language, titles), mode: 'offline' as const };
  }

  private async owned(userId: string, id: string): Promise<SessionRow> {
    const [session] = await this.db
      .select()
      .from(interviewSessions)
      .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)));
    if (!session) throw notFound(text('interview_not_found'));
    return session;
  }

  private answersOf(id: string): Promise<AnswerRow[]> {
    return this.db.select().from(interviewAnswers).where(eq(interviewAnswers.sessionId, id)).orderBy(interviewAnswers.questionIndex);
  }

  /** The session's question at `index`, from its bank (undefined once a later bank removed it). */
  private question(session: SessionRow, index: number): BankQuestion | undefined {
    const id = session.questionIds[index];
    return id === undefined ? undefined : this.bank(session.careerPathSlug)?.byId.get(id);
  }

  private async labTitles(questions: (BankQuestion | undefined)[], language: LanguageCode): Promise<LabTitles> {
    const slugs = [...new Set(questions.flatMap((question) => question?.rubric.flatMap((point) => (point.lab ? [point.lab] : [])) ?? []))];
    const names = await this.catalog.namesIn(
      language,
      slugs.map((slug) => ({ kind: 'lab' as const, slug })),
    );
    return new Map(slugs.flatMap((slug) => (names.has(catalogItemKey('lab', slug)) ? [[slug, names.get(catalogItemKey('lab', slug))!] as const] : [])));
  }

  private async pathTitles(sessions: SessionRow[], language: LanguageCode): Promise<Map<string, string>> {
    const names = await this.catalog.namesIn(
      language,
      sessions.map((session) => ({ kind: 'career_path' as const, slug: session.careerPathSlug })),
    );
    return new Map(
      sessions.map((session) => [session.careerPathSlug, names.get(catalogItemKey('career_path', session.careerPathSlug)) ?? session.careerPathSlug]),
    );
  }

  private summaryDto(session: SessionRow, scores: number[], titles: Map<string, string>) {
    return {
      id: session.id,
      career_path: { slug: session.careerPathSlug, title: titles.get(session.careerPathSlug) ?? session.careerPathSlug },
      status: session.status,
      questions_total: session.questionIds.length,
      questions_answered: scores.length,
      score: meanScore(scores),
      created_at: session.createdAt.toISOString(),
      completed_at: session.completedAt?.toISOString() ?? null,
    };
  }

  /**
   * The interview as the learner sees it: the questions answered so far with their feedback, then the
   * current question (the ones after it stay unseen). Questions and feedback are in the interview's
   * language; the career path's title in the page's.
   */
  private async interviewDto(session: SessionRow, answers: AnswerRow[], language: LanguageCode): Promise<Interview> {
    const words = INTERVIEW_WORDS[session.language];
    const questionText = (index: number) => this.question(session, index)?.question[session.language] ?? words.retiredQuestion;
    const turns: InterviewTurn[] = answers.map((row) => ({
      index: row.questionIndex,
      question: questionText(row.questionIndex),
      answer: row.answer,
      rubric: row.rubric.map((result) => ({ point: pointText(this.question(session, row.questionIndex), result.point, session.language), met: result.met })),
      feedback: row.feedback,
      score: row.score,
      mode: row.mode,
    }));
    const current = session.status === 'completed' || answers.length >= session.questionIds.length ? null : answers.length;
    if (current !== null) turns.push({ index: current, question: questionText(current), answer: null, rubric: [], feedback: null, score: null, mode: null });
    const titles = await this.pathTitles([session], language);
    return {
      ...this.summaryDto(
        session,
        answers.map((row) => row.score),
        titles,
      ),
      turns,
      current,
      summary: session.summary,
    };
  }
}
