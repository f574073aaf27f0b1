import type { BaariNotice } from '@ilm/contract';
import type { PLACES_TO_LOOK } from '../site-pages';

export type Level = 'beginner' | 'intermediate' | 'advanced';
export type Place = (typeof PLACES_TO_LOOK)[number];

/**
 * Every sentence Baari writes around the platform's own words, in one language: the facts a
 * passage states (level, duration, price), the answer's framing, its notices and its suggestions.
 */
export interface BaariWords {
  levels: Record<Level, string>;
  /**
   * Words indexed with every passage of a kind, for what a question asks of that kind without naming
   * it ("a sequence of labs" is a learning path, "your team could review ours" a consulting offer).
   */
  kindKeywords: Record<'career_path' | 'learning_path' | 'plan' | 'token_pack' | 'consulting', string>;
  labFacts(facts: { level: string; minutes: number; tokens: number }): string;
  objectives(list: string): string;
  stepTitle(number: number, title: string): string;
  careerPathFacts(facts: { level: string; weeks: number; price: string; tokens: number }): string;
  outcomes(list: string): string;
  pathLabs(list: string): string;
  learningPathFacts(facts: { level: string; price: string }): string;
  planFacts(facts: { price: string; months: number; tokens: number }): string;
  planFeatures(list: string): string;
  tokenPackFacts(facts: { tokens: number; price: string }): string;
  consultingFacts(facts: { weeks: number; price: string }): string;
  deliverables(list: string): string;

  /** Opens an answer built from passages in the question's language. */
  intro: string;
  /** Opens an answer built from English passages because none in the question's language answered it. */
  onlyInEnglish: string;
  /** Introduces one passage's sentences: `“Files and permissions” [1]:`. */
  source(title: string, marker: string): string;
  labPlace(place: { labTitle: string; step: number; stepTitle: string }): string;
  lastCheckFailed(reason: string): string;
  lastCheckPassed: string;
  nothingFound: string;
  /** Where to look instead, followed by the list of links. */
  placesToLook(links: string): string;
  places: Record<Place, string>;
  /** Stands where a step's solution was taken out of an answer. */
  redacted: string;
  notices: Record<BaariNotice, string>;
  suggestions: {
    platform: string[];
    lab(lab: { labTitle: string; stepTitle: string }): string[];
  };
}
