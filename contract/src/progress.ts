import { Type, type Static } from 'typebox';

/**
 * A learner's progress (`GET me/progress/`, signed in): every career path and learning path they
 * started (at least one of its labs completed, its checks passed) or own (a career-path purchase),
 * with their labs in the path's order.
 */

/** One lab of a path, as the learner stands with it. */
export const ProgressLab = Type.Object({
  slug: Type.String(),
  title: Type.String({ description: "in the request's language" }),
  completed_at: Type.Union([Type.String(), Type.Null()], { description: 'when its checks all passed first; null while not completed' }),
  launchable: Type.Boolean({ description: 'false while this platform has no driver for its environment' }),
});
/** Static type of {@link ProgressLab}. */
export type ProgressLab = Static<typeof ProgressLab>;

/** One career path or learning path and the learner's progress on it. */
export const PathProgress = Type.Object({
  kind: Type.Union([Type.Literal('career_path'), Type.Literal('learning_path')]),
  slug: Type.String(),
  title: Type.String({ description: "in the request's language" }),
  owned: Type.Boolean({ description: 'bought (an entitlement); learning paths are never owned on their own' }),
  labs: Type.Array(ProgressLab, { description: "the path's labs, in its order" }),
  completed: Type.Integer({ description: 'labs completed' }),
  total: Type.Integer({ description: 'labs in the path' }),
  next_lab: Type.Union([ProgressLab, Type.Null()], {
    description: 'the first lab not completed, a launchable one before one that cannot be launched here; null when every lab is completed',
  }),
  completed_at: Type.Union([Type.String(), Type.Null()], { description: 'when the last of its labs was completed, once all are; else null' }),
  diploma_id: Type.Union([Type.String(), Type.Null()], {
    description: "a career path's diploma, once issued (diplomas/:id/); null otherwise and for learning paths",
  }),
});
/** Static type of {@link PathProgress}. */
export type PathProgress = Static<typeof PathProgress>;

/** `GET me/progress/`: career paths first, then learning paths, each in the catalog's order. */
export const Progress = Type.Object({
  career_paths: Type.Array(PathProgress),
  learning_paths: Type.Array(PathProgress),
});
/** Static type of {@link Progress}. */
export type Progress = Static<typeof Progress>;
