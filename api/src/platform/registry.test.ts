import type { Config } from '../config';
import type { Db } from '../db/client';
import { defineModule, type ApiModule, type ModuleContext } from './module';
import { buildServices, resolveModules } from './registry';

const context = { db: {} as Db, config: {} as Config, log: console as unknown as ModuleContext['log'], overrides: {} };

const base = defineModule({ name: 'base', needs: [], provides: () => ({ clock: 'base clock' }) });
const middle = defineModule({ name: 'middle', needs: [base], provides: ({ clock }) => ({ middle: `middle on ${clock}` }) });
const top = defineModule({ name: 'top', needs: [base, middle], provides: ({ middle }) => ({ top: `top on ${middle}` }) });

describe('the module registry', () => {
  it('builds every module after the modules it needs, whatever the list order', () => {
    const ordered = resolveModules([top, middle, base]);
    expect(ordered.map((module) => module.name)).toEqual(['base', 'middle', 'top']);
    expect(buildServices(ordered, context)).toEqual({ clock: 'base clock', middle: 'middle on base clock', top: 'top on middle on base clock' });
  });

  it('keeps the list order among modules that do not need each other', () => {
    const other = defineModule({ name: 'other', needs: [base] });
    expect(resolveModules([base, other, middle]).map((module) => module.name)).toEqual(['base', 'other', 'middle']);
  });

  it('fails naming the module when a module it needs is not in the list', () => {
    expect(() => resolveModules([base, top])).toThrow("module 'top' needs module 'middle', which is not in the modules list");
  });

  it('fails naming the cycle when modules need each other', () => {
    const first: ApiModule = { name: 'first', needs: [], provides: () => ({}) };
    const second: ApiModule = { name: 'second', needs: [first], provides: () => ({}) };
    (first.needs as ApiModule[]).push(second);
    expect(() => resolveModules([first, second])).toThrow('circular module dependency: first → second → first');
  });

  it('fails when a needed module is undefined (two module files importing each other)', () => {
    expect(() => defineModule({ name: 'broken', needs: [undefined as unknown as ApiModule] })).toThrow(
      "module 'broken' needs an undefined module (its needs[0]): do two module files import each other?",
    );
  });

  it('fails when two modules share a name or provide the same service', () => {
    expect(() => resolveModules([base, defineModule({ name: 'base', needs: [] })])).toThrow("two modules are named 'base'");
    const again = defineModule({ name: 'again', needs: [], provides: () => ({ clock: 'another clock' }) });
    expect(() => buildServices(resolveModules([base, again]), context)).toThrow("modules 'base' and 'again' both provide 'clock'");
  });
});
