import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from './api-error';

/** What {@link useResource} holds: the data once loaded, the last error, and a way to load again. */
export interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  /** Loads again; with `quiet`, the current data stays on screen while it loads (polling). */
  reload: (options?: { quiet?: boolean }) => Promise<void>;
  /** Replaces the data (after an action answered the new state). */
  setData: (data: T) => void;
}

/** Loads `fetcher()` when `key` changes (skipped while `key` is null); answers that arrive late are dropped. */
export function useResource<T>(fetcher: () => Promise<T>, key: string | null): Resource<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<ApiError>();
  const [loading, setLoading] = useState(key !== null);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const generation = useRef(0);

  const reload = useCallback(async ({ quiet = false }: { quiet?: boolean } = {}) => {
    const mine = ++generation.current;
    if (!quiet) {
      setLoading(true);
      setError(undefined);
    }
    try {
      const next = await fetcherRef.current();
      if (mine !== generation.current) return;
      setData(next);
      setError(undefined);
    } catch (caught) {
      if (mine !== generation.current) return;
      setError(toApiError(caught));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (key === null) {
      setLoading(false);
      return;
    }
    setData(undefined);
    void reload();
    return () => {
      generation.current += 1;
    };
  }, [key, reload]);

  const replace = useCallback((next: T) => {
    generation.current += 1;
    setData(next);
    setError(undefined);
    setLoading(false);
  }, []);

  return { data, error, loading, reload, setData: replace };
}
