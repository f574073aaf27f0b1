import type { AdminArea } from '../platform/admin';
import { modules } from '../modules';

/** Every module's staff actions, under the module's name: a module offers them as its `admin` (docs/rules/api-modules.md#commands). */
export const adminAreas: Record<string, AdminArea> = Object.fromEntries(modules.flatMap((module) => (module.admin ? [[module.name, module.admin]] : [])));
