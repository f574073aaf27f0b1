/** A form's rules as a zod schema presents them to a check: `safeParse`, its issues naming a field by their path. */
export interface FormRules {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Each field's first problem, by name: an i18n key of the form's namespace. */
export type FieldProblems<Name extends string> = Partial<Record<Name, string>>;

/**
 * A form's rules (zod, ~36 KB of gzip JavaScript) in a chunk of their own: fetched by `preload` at the
 * form's first use, or at the first check, never with the page (docs/decisions/0007-first-visit-performance.md, levers 8 and 30).
 * Should the chunk not load, the check finds nothing and the form sends: the API checks every
 * field and names the one it refuses. A failed load is tried again at the next check.
 */
export function lazyRules<Name extends string>(
  load: () => Promise<FormRules>,
): {
  check: (values: Record<Name, unknown>) => Promise<FieldProblems<Name>>;
  preload: () => void;
} {
  let loading: Promise<FormRules | null> | undefined;
  const get = () =>
    (loading ??= load().then(
      (rules) => rules,
      () => {
        loading = undefined;
        return null;
      },
    ));
  return {
    async check(values) {
      const result = (await get())?.safeParse(values);
      const problems: FieldProblems<Name> = {};
      if (!result || result.success) return problems;
      for (const issue of result.error.issues) {
        const name = String(issue.path[0]) as Name;
        problems[name] ??= issue.message;
      }
      return problems;
    },
    preload: () => void get(),
  };
}
