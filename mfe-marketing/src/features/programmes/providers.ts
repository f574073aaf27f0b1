import type { LabFilter } from './programmes.api';

/**
 * The technologies the partners page counts labs for, in the order its document presents them.
 * Most are a catalog topic; OpenSSL and SQLite are tools inside the security and SQL topics, so
 * their labs are found by the word in their tags.
 */
export const TECHNOLOGIES = [
  { key: 'linux', filter: { cloud: 'linux' } },
  { key: 'kubernetes', filter: { cloud: 'kubernetes' } },
  { key: 'git', filter: { cloud: 'git' } },
  { key: 'openssl', filter: { search: 'openssl' } },
  { key: 'python', filter: { cloud: 'python' } },
  { key: 'sqlite', filter: { search: 'sqlite' } },
  { key: 'aws', filter: { cloud: 'aws' } },
  { key: 'azure', filter: { cloud: 'azure' } },
  { key: 'gcp', filter: { cloud: 'gcp' } },
] as const satisfies readonly { key: string; filter: LabFilter }[];
