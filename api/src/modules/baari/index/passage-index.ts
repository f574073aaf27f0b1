import type { LanguageCode } from '@ilm/contract';
import MiniSearch from 'minisearch';
import type { ScoredPassage } from '../assistant';
import { analyzeTerms } from '../text/analyze';
import { kindsNamed } from '../text/kind-words';
import { queryTerms, type QueryTerm } from '../text/query-terms';
import type { IndexedPassage } from './indexed-passage';

/** A passage a search found, with how much of the question it answers. */
export interface FoundPassage extends ScoredPassage {
  /**
   * The share of the question's words the passage has, each word weighed by how rare it is in the
   * index (0–1): a passage that only shares "lab" with the question covers little of it.
   */
  coverage: number;
  /** The question's terms it has. */
  matched: string[];
}

/** Where a learner is in a running lab: its passages, and its current step's most, rank higher. */
export interface LabBoost {
  labSlug: string;
  stepIndex: number;
}

/** Field weights: a passage's title says most about it, its keywords (tags, step titles, a path's labs) more than its text. */
const FIELD_BOOST = { title: 3, keywords: 1.5, text: 1 };
const CURRENT_STEP_BOOST = 3;
const SAME_LAB_BOOST = 1.5;
/** A passage of the kind the question names ("which lab…"). */
const KIND_BOOST = 1.4;
/** A passage whose English version holds the English words the question kept (translatedTerms). */
const BRIDGE_BOOST = 2;
/** How many English passages vouch for their own-language versions. */
const BRIDGE_LIMIT = 3;

type Field = 'title' | 'keywords' | 'text';
const FIELDS: Field[] = ['title', 'keywords', 'text'];

/** One language's passages in a BM25 index, and how many passages hold each term (for coverage). */
class LanguageIndex {
  readonly search: MiniSearch<Record<Field | 'id', string>>;
  readonly documentFrequency = new Map<string, number>();
  readonly size: number;

  constructor(
    readonly language: LanguageCode,
    passages: IndexedPassage[],
  ) {
    // Each field is analysed once, here: the index is given its terms, and counts them for rarity.
    const documents = passages.map((passage) => {
      const terms = Object.fromEntries(FIELDS.map((field) => [field, analyzeTerms(passage[field], language)])) as Record<Field, string[]>;
      for (const found of new Set(FIELDS.flatMap((field) => terms[field]))) {
        this.documentFrequency.set(found, (this.documentFrequency.get(found) ?? 0) + 1);
      }
      return { id: passage.id, ...Object.fromEntries(FIELDS.map((field) => [field, terms[field].join(' ')])) } as Record<Field | 'id', string>;
    });
    const asTerms = (text: string) => text.split(' ').filter(Boolean);
    this.search = new MiniSearch({
      fields: FIELDS,
      // Fields and queries arrive as analysed terms (analyzeTerms), separated by spaces.
      tokenize: asTerms,
      processTerm: (value) => value,
      searchOptions: { tokenize: asTerms, processTerm: (value) => value },
    });
    this.search.addAll(documents);
    this.size = passages.length;
  }

  /** How much a term tells passages apart: a rare term much, a common one little, an unknown one the most. */
  rarity(value: string): number {
    const frequency = this.documentFrequency.get(value) ?? 0;
    return Math.log(1 + this.size / Math.max(frequency, 1));
  }
}

/** The retrieval index: the platform's passages in each language, searched with BM25 (MiniSearch). */
export class PassageIndex {
  private readonly languages = new Map<LanguageCode, LanguageIndex>();
  private readonly byId = new Map<string, IndexedPassage>();

  constructor(passages: IndexedPassage[]) {
    const grouped = new Map<LanguageCode, IndexedPassage[]>();
    for (const passage of passages) {
      // Rebuilt from the same rows, a passage keeps its id; a duplicate id would break the index.
      if (this.byId.has(passage.id)) continue;
      this.byId.set(passage.id, passage);
      const list = grouped.get(passage.language) ?? [];
      list.push(passage);
      grouped.set(passage.language, list);
    }
    for (const [language, list] of grouped) this.languages.set(language, new LanguageIndex(language, list));
  }

  get size(): number {
    return this.byId.size;
  }

  passage(id: string): IndexedPassage | undefined {
    return this.byId.get(id);
  }

  /** How much a term of `language` tells passages apart (1 when the language has no index). */
  rarity(term: string, language: LanguageCode): number {
    return this.languages.get(language)?.rarity(term) ?? 1;
  }

  /**
   * English words of an Arabic or Urdu question ("least privilege") that the question's language
   * never writes in Latin letters but the English pages do: the Arabic and Urdu pages translated
   * them, so a passage cannot be faulted for not holding them.
   */
  private translatedTerms(terms: QueryTerm[], index: LanguageIndex): Map<string, string> {
    const english = this.languages.get('en');
    const translated = new Map<string, string>();
    if (index.language === 'en' || !english) return translated;
    for (const { term, weight } of terms) {
      if (weight !== 1 || !/^[a-z]/.test(term) || index.documentFrequency.has(term)) continue;
      // The English pages' own form of the word (their stemmer's), to look it up among them.
      const inEnglish = analyzeTerms(term, 'en')[0];
      if (inEnglish && english.documentFrequency.has(inEnglish)) translated.set(term, inEnglish);
    }
    return translated;
  }

  /**
   * The passages of `language` that answer `question`, best first: BM25 over title, keywords and
   * text, the question's words weighed (its own above synonyms), a running lab's passages and
   * passages of the kind the question names raised.
   */
  search(question: string, language: LanguageCode, options: { lab?: LabBoost; limit?: number } = {}): FoundPassage[] {
    const index = this.languages.get(language);
    if (!index) return [];
    const terms = queryTerms(question, language);
    if (terms.length === 0) return [];
    const weights = new Map(terms.map((one) => [one.term, one.weight]));
    const translated = this.translatedTerms(terms, index);
    const bridged = this.bridgedIds(translated, language);
    const { lab } = options;
    const named = kindsNamed(analyzeTerms(question, language), language);
    const boostOf = (id: string) => {
      const passage = this.byId.get(id);
      if (!passage) return 1;
      const kind = passage.kind === 'lab_step' ? 'lab' : passage.kind;
      let boost = named.has(kind) ? KIND_BOOST : 1;
      if (lab && passage.labSlug === lab.labSlug) boost *= passage.stepIndex === lab.stepIndex ? CURRENT_STEP_BOOST : SAME_LAB_BOOST;
      if (bridged.has(id)) boost *= BRIDGE_BOOST;
      return boost;
    };
    const results = index.search.search(terms.map((one) => one.term).join(' '), {
      boost: FIELD_BOOST,
      combineWith: 'OR',
      prefix: false,
      fuzzy: false,
      boostTerm: (value) => weights.get(value) ?? 1,
      boostDocument: lab || named.size > 0 || bridged.size > 0 ? boostOf : undefined,
    });
    const found = results.slice(0, options.limit ?? 20).flatMap((result) => {
      const passage = this.byId.get(result.id as string);
      if (!passage) return [];
      const matched = bridged.has(passage.id) ? [...result.queryTerms, ...translated.keys()] : result.queryTerms;
      return [{ ...shown(passage), score: result.score, matched, coverage: coverage(index, terms, matched) }];
    });
    // A passage the English words vouch for answers even when it shares no other word with the question.
    for (const id of bridged) {
      const passage = this.byId.get(id);
      if (!passage || found.some((one) => one.id === id)) continue;
      const matched = [...translated.keys()];
      found.push({ ...shown(passage), score: found[0]?.score ?? 1, matched, coverage: coverage(index, terms, matched) });
    }
    return found.sort((a, b) => b.score - a.score);
  }

  /** The question's-language versions of the English passages that hold every one of `translated`, best first. */
  private bridgedIds(translated: Map<string, string>, language: LanguageCode): Set<string> {
    const english = this.languages.get('en');
    if (!english || translated.size === 0) return new Set();
    const hits = english.search.search([...translated.values()].join(' '), { combineWith: 'AND', prefix: false, fuzzy: false, boost: FIELD_BOOST });
    return new Set(
      hits
        .slice(0, BRIDGE_LIMIT)
        .map((hit) => String(hit.id).replace(/:en$/, `:${language}`))
        .filter((id) => this.byId.has(id)),
    );
  }
}

function shown(passage: IndexedPassage): ScoredPassage {
  const { keywords: _keywords, labSlug: _lab, stepIndex: _step, ...rest } = passage;
  return { ...rest, score: 0 };
}

/** The rarity-weighed share of the question's concepts (its words) that the passage's matched terms stand for. */
function coverage(index: LanguageIndex, terms: QueryTerm[], matched: string[]): number {
  const has = new Set(matched);
  const concepts = new Map<number, { rarity: number; matched: boolean }>();
  for (const one of terms) {
    const concept = concepts.get(one.concept) ?? { rarity: 0, matched: false };
    // A word's rarity is its own term's; an alternative or synonym only decides whether it matched.
    if (one.weight === 1) concept.rarity = index.rarity(one.term);
    concept.matched ||= has.has(one.term);
    concepts.set(one.concept, concept);
  }
  let total = 0;
  let found = 0;
  for (const concept of concepts.values()) {
    total += concept.rarity;
    if (concept.matched) found += concept.rarity;
  }
  return total === 0 ? 0 : found / total;
}
