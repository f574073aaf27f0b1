import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import type { AdminArea } from './admin';
import type { App } from '../http/types';
import type { Overrides } from './overrides';

/** What every module is built from: the database, the settings, the log and the collaborators a caller replaced. */
export interface ModuleContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  overrides: Overrides;
}

/**
 * One feature of the API (docs/rules/api-modules.md): the modules it needs, the services it adds, its
 * routes and what it does when the app is ready or closes. `Deps` is what its needed modules provide.
 * Methods, not function properties: their parameters are compared both ways, so every module fits
 * `ApiModule` (a list of modules, a module's `needs`).
 */
export interface ApiModule<Name extends string = string, Deps = unknown, Provides extends object = object> {
  readonly name: Name;
  /** The modules whose services this one uses; they are built before it. */
  readonly needs: readonly ApiModule[];
  /** Builds this module's services from its needed modules' services. */
  provides(deps: Deps, ctx: ModuleContext): Provides;
  /** Registers its routes in a scope of their own (a Fastify plugin). */
  routes?(app: App, services: Deps & Provides): Promise<void> | void;
  /** Once every route is registered and before the app listens (timers start here). */
  onReady?(services: Deps & Provides, ctx: ModuleContext): Promise<void> | void;
  /** When the app closes, dependents first (timers stop, work in flight finishes). */
  onClose?(services: Deps & Provides, ctx: ModuleContext): Promise<void> | void;
  /** Adds the module's own rows (the catalog, Ilm Cloud's openings…) that are missing; runs in the seed's one transaction, in module order. */
  seed?(tx: Db | Tx): Promise<void>;
  /** Its staff actions on the command line, under the module's name (docs/rules/api-modules.md#commands). */
  readonly admin?: AdminArea;
}

/** The services a module adds. */
export type ServicesOf<M> = M extends ApiModule<string, unknown, infer Provides> ? Provides : never;

/** `T`, as a type TypeScript does not infer from (what a module provides is what `provides` returns). */
type Later<T> = [T][T extends unknown ? 0 : never];

/** No services. */
type Nothing = Record<never, never>;

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

/** The services of every module in `M` (a union of module types) together. */
export type ServicesOfAll<M> = [M] extends [never] ? Nothing : UnionToIntersection<ServicesOf<M>>;

/** The services a module's needed modules provide. */
export type NeedsOf<Needs extends readonly ApiModule[]> = ServicesOfAll<Needs[number]>;

/**
 * Declares a module. Its needs are the module objects themselves, so what `provides` and `routes`
 * receive is typed from them: a module never imports the app's aggregate of services. Write `routes`
 * as an arrow (`(app, services) => fooRoutes(app, services)`): TypeScript then reads what `provides`
 * returns before it types `services`.
 */
export function defineModule<const Name extends string, const Needs extends readonly ApiModule[], Provides extends object = Nothing>(definition: {
  name: Name;
  needs: Needs;
  provides?: (deps: NeedsOf<Needs>, ctx: ModuleContext) => Provides;
  routes?: (app: App, services: NeedsOf<Needs> & Later<Provides>) => Promise<void> | void;
  onReady?: (services: NeedsOf<Needs> & Later<Provides>, ctx: ModuleContext) => Promise<void> | void;
  onClose?: (services: NeedsOf<Needs> & Later<Provides>, ctx: ModuleContext) => Promise<void> | void;
  seed?: (tx: Db | Tx) => Promise<void>;
  admin?: AdminArea;
}): ApiModule<Name, NeedsOf<Needs>, Provides> {
  const { name, needs, provides = () => ({}) as Provides, ...hooks } = definition;
  needs.forEach((need, index) => {
    // An import cycle between two module files leaves one of them undefined here.
    if (!need) throw new Error(`module '${name}' needs an undefined module (its needs[${index}]): do two module files import each other?`);
  });
  return { name, needs, provides, ...hooks };
}
