import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema (zod, ~36 KB of gzip JavaScript) loads in a chunk of its own: fetched
 * once the page is idle or at the first check, not before the page is interactive
 * (docs/decisions/0007-first-visit-performance.md). Should the chunk not load, the form checks
 * nothing itself and sends: the API checks every field and names the one it refuses.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<{ resolver: Resolver<Values> }>): Resolver<Values> & { preload: () => void } {
  let loading: Promise<Resolver<Values> | null> | undefined;
  const get = () => (loading ??= load().then((module) => module.resolver, () => {
    loading = undefined;
    return null;
  }));
  const resolver: Resolver<Values> = async (values, context, options) => {
    const loaded = await get();
    return loaded ? loaded(values, context, options) : { values, errors: {} };
  };
  return Object.assign(resolver, { preload: () => void get() });
}
