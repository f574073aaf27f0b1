import type { AdminArea } from './admin-runner';
import { diplomasAdmin } from './diplomas-admin';
import { internshipsAdmin } from './internships-admin';
import { immigrationAdmin } from './immigration-admin';
import { jobsAdmin } from './jobs-admin';

/** Every area's staff actions: each area adds its own file's export here (one line). */
export const adminAreas: Record<string, AdminArea> = {
  diplomas: diplomasAdmin,
  internships: internshipsAdmin,
  immigration: immigrationAdmin,
  jobs: jobsAdmin,
};
