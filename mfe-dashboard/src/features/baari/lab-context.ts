import { atom } from 'nanostores';

/** Where the learner stands in a running lab: what Baari is told when asked from inside it. */
export interface BaariLabContext {
  instanceId: string;
  /** The step the learner has open (0-based). */
  stepIndex: number;
}

/**
 * The running lab the page shows, published by the running-lab page while it is open: the Baari
 * panel (drawn by the shell, outside that page) reads it, so a question asked from the panel on
 * that page is asked about the learner's current step. Null on every other page.
 */
export const $baariLabContext = atom<BaariLabContext | null>(null);

/** Publishes (or, with null, withdraws) the running lab the page shows. */
export function setBaariLabContext(context: BaariLabContext | null): void {
  const now = $baariLabContext.get();
  if (now?.instanceId === context?.instanceId && now?.stepIndex === context?.stepIndex) return;
  $baariLabContext.set(context);
}

/**
 * The conversation the panel shows, kept while the site is open: closing the panel and opening it
 * again, or moving to another page, goes on with the same conversation. It names its learner, so
 * the next one to sign in on this browser starts afresh.
 */
export const $baariPanelConversation = atom<{ userId: string; conversationId: string } | null>(null);
