import type { Db } from '../db/client';

/**
 * One staff action of the command line (`pnpm --filter @ilm/api admin <area> <action>`): what it
 * does, its usage line, and the work (returns what to print). A module offers its actions as its
 * `admin` area (docs/rules/api-modules.md#commands).
 */
export interface AdminAction {
  summary: string;
  usage: string;
  run(db: Db, args: string[]): Promise<string>;
}

/** The actions of one module, by name. */
export type AdminArea = Record<string, AdminAction>;
