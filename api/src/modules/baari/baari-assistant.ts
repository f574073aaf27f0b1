import { BAARI_MAX_PASSAGES, type BaariAnswerMode, type LanguageCode } from '@ilm/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { nothingFound, offlineAnswer, streamPieces, type AnswerDraft } from './answer/offline-answer';
import { retrieve, type Retrieval } from './answer/retrieve';
import { wordsFor } from './answer/words';
import type { AnswerEvent, Assistant, AskInput, ChatModel, LabContext } from './assistant';
import { AnswerGuard } from './guard/answer-guard';
import { LiveIndex } from './index/live-index';
import { modelMessages } from './model/model-prompt';
import { OpenAiCompatibleModel } from './model/openai-compatible';
import type { BaariSettings } from './settings';

/** The configured language model, or undefined when Baari answers offline (no BAARI_PROVIDER). */
export function createChatModel(settings: BaariSettings): ChatModel | undefined {
  return settings.model ? new OpenAiCompatibleModel(settings.model) : undefined;
}

/**
 * Baari's answering side: retrieves passages of the platform's own content for a question, and
 * answers from them, written by the language model when one is configured, composed from the
 * passages otherwise (and whenever the model fails). Every answer goes through the guard.
 */
export class BaariAssistant implements Assistant {
  readonly mode: BaariAnswerMode;
  readonly index: LiveIndex;

  constructor(
    db: Db,
    settings: BaariSettings,
    private readonly log: FastifyBaseLogger,
    private readonly model?: ChatModel,
  ) {
    this.mode = model ? 'model' : 'offline';
    this.index = new LiveIndex(db, settings, log);
  }

  async *answer(input: AskInput): AsyncIterable<AnswerEvent> {
    const { question, language, lab, signal } = input;
    const index = await this.index.get();
    if (signal.aborted) return;
    const retrieval = retrieve(index, question, language, lab);
    if (retrieval.passages.length === 0) {
      yield* this.stream(nothingFound(language, lab), input, 'offline');
      return;
    }
    const rarity = (term: string, of: LanguageCode) => index.rarity(term, of);
    if (!this.model) {
      yield* this.stream(offlineAnswer(question, language, retrieval, lab, rarity), input, 'offline');
      return;
    }
    yield* this.modelAnswer(input, retrieval, this.model, rarity);
  }

  suggestions(language: LanguageCode, lab?: Pick<LabContext, 'labSlug' | 'labTitle' | 'stepTitle'>): string[] {
    // Suggestions are shown when the chat opens, before the first question: the index starts building then.
    this.index.warm();
    const say = wordsFor(language).suggestions;
    return lab ? say.lab(lab) : [...say.platform];
  }

  refresh(): Promise<void> {
    return this.index.refresh();
  }

  /** A composed answer streamed sentence by sentence through the guard, then `done`. */
  private async *stream(draft: AnswerDraft, input: AskInput, mode: BaariAnswerMode): AsyncIterable<AnswerEvent> {
    if (draft.notice) yield { type: 'notice', ...draft.notice };
    const guard = this.guard(draft, input);
    let text = '';
    for (const piece of streamPieces(draft.text, input.language)) {
      if (input.signal.aborted) return;
      const shown = guard.push(piece);
      if (shown) {
        text += shown;
        yield { type: 'delta', text: shown };
      }
    }
    const rest = guard.end();
    if (rest) {
      text += rest;
      yield { type: 'delta', text: rest };
    }
    yield { type: 'done', text, citations: guard.citations(), mode };
  }

  /**
   * The model's answer from the passages, streamed through the guard. Any failure (an HTTP status,
   * a malformed stream, a timeout), before or after its first words: a `model_unavailable` notice
   * (the routes drop what was shown) and the offline answer.
   */
  private async *modelAnswer(
    input: AskInput,
    retrieval: Retrieval,
    model: ChatModel,
    rarity: (term: string, language: LanguageCode) => number,
  ): AsyncIterable<AnswerEvent> {
    const passages = retrieval.passages.slice(0, BAARI_MAX_PASSAGES);
    const guard = this.guard({ passages, pages: [] }, input);
    let text = '';
    try {
      for await (const piece of model.stream(modelMessages(input, passages), input.signal)) {
        const shown = guard.push(piece);
        if (shown) {
          text += shown;
          yield { type: 'delta', text: shown };
        }
      }
      const rest = guard.end();
      if (rest) {
        text += rest;
        yield { type: 'delta', text: rest };
      }
      if (!text.trim()) throw new Error('the model answered nothing');
    } catch (error) {
      if (input.signal.aborted) return;
      this.log.warn(`Baari's language model failed, answering offline: ${error instanceof Error ? error.message : String(error)}`);
      yield { type: 'notice', code: 'model_unavailable', message: wordsFor(input.language).notices.model_unavailable };
      yield* this.stream({ ...offlineAnswer(input.question, input.language, retrieval, input.lab, rarity), notice: undefined }, input, 'offline');
      return;
    }
    yield { type: 'done', text, citations: guard.citations(), mode: 'model' };
  }

  private guard(draft: Pick<AnswerDraft, 'passages' | 'pages'>, input: AskInput): AnswerGuard {
    return new AnswerGuard({ passages: draft.passages, pages: draft.pages, forbidden: input.lab?.forbidden, redacted: wordsFor(input.language).redacted });
  }
}

/** Baari as the routes use it (services.ts). */
export function createAssistant(db: Db, settings: BaariSettings, log: FastifyBaseLogger, model?: ChatModel): Assistant {
  return new BaariAssistant(db, settings, log, model);
}
