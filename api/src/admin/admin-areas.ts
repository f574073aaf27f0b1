import type { AdminArea } from './admin-runner';

/** Every area's staff actions: each area adds its own file's export here (one line). */
export const adminAreas: Record<string, AdminArea> = {};
