import { queryOptions } from '@ilm/shared/query';
import { fetchDiploma, fetchDiplomaPath, fetchIssuerKeys, fetchMyDiplomas, fetchStatusList, type Diploma } from './diplomas.api';

const DIPLOMAS_KEY = ['mfe-careers', 'diplomas'] as const;

/** One diploma by its number. */
export const diplomaQuery = (id: string) => queryOptions({ queryKey: [...DIPLOMAS_KEY, 'detail', id], queryFn: () => fetchDiploma(id) });

/** The signed-in learner's diplomas. */
export const myDiplomasQuery = () => queryOptions({ queryKey: [...DIPLOMAS_KEY, 'mine'], queryFn: fetchMyDiplomas });

/** The career path a diploma certifies, with its labs. */
export const diplomaPathQuery = (slug: string) => queryOptions({ queryKey: [...DIPLOMAS_KEY, 'path', slug], queryFn: () => fetchDiplomaPath(slug) });

/**
 * The browser's own check of a diploma (docs/decisions/0005-server-rendering.md: the server draws
 * "Checking…" and never runs it). The verifier and `jose` are a chunk of their own, loaded only here.
 */
export const verificationQuery = (diploma: Diploma) =>
  queryOptions({
    queryKey: [...DIPLOMAS_KEY, 'verification', diploma.id, diploma.jwt],
    queryFn: async () => {
      const { verifyDiploma } = await import(/* webpackChunkName: "diploma-verifier" */ './verify-diploma');
      return verifyDiploma(diploma, { keys: fetchIssuerKeys, statusList: fetchStatusList });
    },
    enabled: typeof window !== 'undefined',
    // A verdict holds while the page is open; reloading the page checks again.
    staleTime: Infinity,
  });
