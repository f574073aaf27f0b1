import { createMockApi } from '@ilm/shared/testing';

export { API, get, list, signIn } from '@ilm/shared/testing';

/** The network as mfe-careers' tests see it: every unknown request fails the test. */
export const { server, setupMockApi } = createMockApi();
