import type { App } from '../http/types';
import type { ApiModule, ModuleContext } from './module';

/** A module as the registry calls it: with the one object of every service built so far. */
type Callable = {
  provides: (services: object, ctx: ModuleContext) => object;
  routes?: (app: App, services: object) => Promise<void> | void;
  onReady?: (services: object, ctx: ModuleContext) => Promise<void> | void;
  onClose?: (services: object, ctx: ModuleContext) => Promise<void> | void;
};
const callable = (module: ApiModule) => module as unknown as Callable;

/**
 * The modules in the order their services are built: every module after the ones it needs, in the
 * list's order otherwise. Fails naming the module on a duplicate name, a missing need or a cycle.
 */
export function resolveModules(modules: readonly ApiModule[]): ApiModule[] {
  const byName = new Map<string, ApiModule>();
  for (const module of modules) {
    if (byName.has(module.name)) throw new Error(`two modules are named '${module.name}'`);
    byName.set(module.name, module);
  }
  const ordered: ApiModule[] = [];
  const done = new Set<string>();
  const visiting: string[] = [];
  const visit = (module: ApiModule) => {
    if (done.has(module.name)) return;
    if (visiting.includes(module.name)) {
      throw new Error(`circular module dependency: ${[...visiting.slice(visiting.indexOf(module.name)), module.name].join(' → ')}`);
    }
    visiting.push(module.name);
    for (const need of module.needs) {
      const listed = byName.get(need.name);
      if (!listed) throw new Error(`module '${module.name}' needs module '${need.name}', which is not in the modules list`);
      visit(listed);
    }
    visiting.pop();
    done.add(module.name);
    ordered.push(module);
  };
  modules.forEach(visit);
  return ordered;
}

/**
 * Builds every module's services into one object, in dependency order. The same object is handed to
 * every module's routes and hooks (typed as what that module needs and provides), so a test that
 * replaces a service on `app.services` is seen by the routes. Two modules providing the same name fail.
 */
export function buildServices(ordered: readonly ApiModule[], ctx: ModuleContext): object {
  const services: Record<string, unknown> = {};
  const providedBy = new Map<string, string>();
  for (const module of ordered) {
    const provided = callable(module).provides(services, ctx) as Record<string, unknown>;
    for (const [key, value] of Object.entries(provided)) {
      const earlier = providedBy.get(key);
      if (earlier) throw new Error(`modules '${earlier}' and '${module.name}' both provide '${key}'`);
      providedBy.set(key, module.name);
      services[key] = value;
    }
  }
  return services;
}

/** Each module's routes in a scope of its own, then one onReady (in order) and one onClose (dependents first). */
export async function registerModules(app: App, ordered: readonly ApiModule[], services: object, ctx: ModuleContext) {
  for (const module of ordered) {
    const { routes } = callable(module);
    if (routes) await app.register(async (scope) => routes(scope as App, services));
  }
  app.addHook('onReady', async () => {
    for (const module of ordered) await callable(module).onReady?.(services, ctx);
  });
  app.addHook('onClose', async () => {
    const failures: unknown[] = [];
    for (const module of [...ordered].reverse()) {
      // One module failing to close does not keep the others (and the database after them) open.
      await Promise.resolve(callable(module).onClose?.(services, ctx)).catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  });
}
