/// <reference types="node" />
// This test reads the API and contract sources (node:fs); the package itself stays free of Node types.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Value } from 'typebox/value';
import * as contract from './index';
import { ErrorBody, INSTANCE_STATUSES, LabInstance, LabSummaryList, Order, ORDER_STATUSES, Session, type ListOf, type LabSummary } from './index';

const USER = {
  id: '7d3b1f0e-0000-4000-8000-000000000001',
  email: 'amina@example.com',
  first_name: 'Amina',
  last_name: 'Khan',
  telephone: null,
  country: 'PK',
  created_at: '2024-05-31T10:00:00.000Z',
};

/** A lab instance exactly as `GET labs/instances/:id/` serves one. */
const RUNNING_INSTANCE = {
  id: '1b7c1a52-0000-4000-8000-000000000002',
  lab: { slug: 'linux-files-and-permissions', title: 'Files and permissions' },
  status: 'running',
  provisioner: 'local-sandbox',
  region: 'local',
  tokens_spent: 2,
  duration_minutes: 60,
  extensions: 0,
  max_extensions: 2,
  extend_token_cost: 1,
  steps: [
    { index: 0, passed: true, message: null, checked_at: '2024-05-31T10:05:00.000Z' },
    { index: 1, passed: false, message: 'There is no file named notes.txt.', checked_at: '2024-05-31T10:06:00.000Z' },
  ],
  completed_at: null,
  failure_reason: null,
  ready_at: null,
  started_at: '2024-05-31T10:00:00.000Z',
  expires_at: '2024-05-31T11:00:00.000Z',
  ended_at: null,
  seconds_remaining: 3600,
  created_at: '2024-05-31T09:59:00.000Z',
};

/** An order exactly as `POST payments/orders/` serves one. */
const PENDING_ORDER = {
  id: '0c4d2e11-0000-4000-8000-000000000003',
  item_type: 'plan',
  item_slug: 'standard',
  item_name: 'Standard',
  amount_usd: 29,
  amount_usd_cents: 2900,
  currency_code: 'USD',
  local_amount: 29,
  tokens: 50,
  status: 'pending',
  last_error: null,
  payment_provider: null,
  card_last4: null,
  paid_at: null,
  created_at: '2024-05-31T10:00:00.000Z',
};

const without = <T extends object>(value: T, key: keyof T) => {
  const copy = { ...value };
  delete copy[key];
  return copy;
};

describe('an API answer the contract does not describe fails Value.Check', () => {
  it('accepts the answers the API really gives (so the refusals below are about the one wrong field)', () => {
    expect(Value.Check(LabInstance, RUNNING_INSTANCE)).toBe(true);
    expect(Value.Check(Order, PENDING_ORDER)).toBe(true);
    expect(Value.Check(Session, { user: USER, access_token: 'a', refresh_token: 'r' })).toBe(true);
  });

  it('a lab instance status is one of INSTANCE_STATUSES, no other string', () => {
    for (const status of INSTANCE_STATUSES) expect(Value.Check(LabInstance, { ...RUNNING_INSTANCE, status })).toBe(true);
    for (const status of ['active', 'paused', 'Running', '']) expect(Value.Check(LabInstance, { ...RUNNING_INSTANCE, status })).toBe(false);
  });

  it('an order status and item type are those of the vocabulary, no other string', () => {
    for (const status of ORDER_STATUSES) expect(Value.Check(Order, { ...PENDING_ORDER, status })).toBe(true);
    expect(Value.Check(Order, { ...PENDING_ORDER, status: 'refunded' })).toBe(false);
    expect(Value.Check(Order, { ...PENDING_ORDER, item_type: 'gift_card' })).toBe(false);
  });

  it('a missing field is refused, and null is not the same as absent', () => {
    expect(Value.Check(LabInstance, without(RUNNING_INSTANCE, 'seconds_remaining'))).toBe(false);
    expect(Value.Check(Order, without(PENDING_ORDER, 'created_at'))).toBe(false);
    expect(Value.Check(Session, { user: without(USER, 'telephone'), access_token: 'a', refresh_token: 'r' })).toBe(false);
    expect(Value.Check(Session, { user: USER, access_token: 'a' })).toBe(false);
  });

  it('a list answer is the {count, results} envelope around items of the contract', () => {
    expect(Value.Check(LabSummaryList, { count: 0, results: [] })).toBe(true);
    expect(Value.Check(LabSummaryList, { results: [] })).toBe(false);
    expect(Value.Check(LabSummaryList, { count: 1, results: [{ slug: 'x', title: 'X' }] })).toBe(false);
    // The generic envelope type the browser may use is the static type of the schema's.
    const typed: ListOf<LabSummary> = { count: 0, results: [] } satisfies LabSummaryList;
    expect(typed.count).toBe(0);
  });

  it('an error answer carries a message; code and field are optional', () => {
    expect(Value.Check(ErrorBody, { statusCode: 404, error: 'Not Found', message: 'Lab was not found.', code: 'not_found' })).toBe(true);
    expect(Value.Check(ErrorBody, { statusCode: 400, error: 'Bad Request', message: 'email: must be a valid email address', field: 'email' })).toBe(true);
    expect(Value.Check(ErrorBody, { statusCode: 500, error: 'Internal Server Error' })).toBe(false);
  });
});

const API_MODULES = resolve(__dirname, '../../api/src/modules');
const routeFiles = readdirSync(API_MODULES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.routes.ts'))
  .map((file) => ({ file, source: readFileSync(join(API_MODULES, file), 'utf8') }));

/** The names a file imports as values from a module (`import { A, type B } from 'x'` gives A). */
function valueImports(source: string, from: (specifier: string) => boolean): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (match[1] || !from(match[3]!)) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/).pop()!);
    }
  }
  return names;
}

describe('every schema the API serves comes from the contract', () => {
  it('finds the API route modules (the checks below are not run on nothing)', () => {
    expect(routeFiles.map(({ file }) => file.split(/[\\/]/).pop()).sort()).toEqual(
      expect.arrayContaining(['accounts.routes.ts', 'catalog.routes.ts', 'instances.routes.ts', 'orders.routes.ts', 'payments.routes.ts', 'tokens.routes.ts']),
    );
  });

  it('no route module builds a schema of its own (no TypeBox value import, no *.schemas.ts left)', () => {
    for (const { file, source } of routeFiles) {
      expect({ file, typebox: valueImports(source, (specifier) => specifier === 'typebox' || specifier.startsWith('typebox/')) }).toEqual({
        file,
        typebox: [],
      });
    }
    const schemaFiles = readdirSync(API_MODULES, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.schemas.ts'));
    expect(schemaFiles).toEqual([]);
  });

  it('each body, querystring, params and response schema a route names is a TypeBox schema exported by the contract', () => {
    const served = new Set<string>();
    for (const { file, source } of routeFiles) {
      const fromContract = new Set(valueImports(source, (specifier) => specifier === '@ilm/contract'));
      for (const match of source.matchAll(/\b(?:body|querystring|params|\d{3}|[1-5]xx|default):\s*([A-Za-z_$][\w$]*)\s*[,}\n]/g)) {
        const name = match[1]!;
        expect({ file, name, importedFromContract: fromContract.has(name) }).toEqual({ file, name, importedFromContract: true });
        served.add(name);
      }
    }
    for (const name of served) {
      const schema = (contract as Record<string, unknown>)[name];
      expect({ name, isSchema: typeof schema === 'object' && schema !== null && ('type' in schema || 'anyOf' in schema) }).toEqual({ name, isSchema: true });
    }
    // The answers the browser relies on most are among them.
    expect([...served]).toEqual(
      expect.arrayContaining(['Session', 'User', 'LabInstance', 'LabInstanceList', 'Order', 'PlanList', 'CareerPathDetail', 'LedgerEntryList']),
    );
  });
});

const SOURCE = __dirname;
const read = (file: string) => readFileSync(join(SOURCE, file), 'utf8');

/** Relative modules a file loads at run time (`import type` and `export type` load nothing). */
function runtimeDependencies(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?'([^']+)'/gm)) {
    if (!match[1]) specifiers.push(match[2]!);
  }
  return specifiers;
}

describe('bundle rule: the values browser code imports never load typebox', () => {
  const browserFacing = readdirSync(SOURCE).filter((file) => /-(vocabulary|defaults)\.ts$/.test(file));

  it('finds the vocabulary files', () => {
    expect(browserFacing).toEqual(expect.arrayContaining(['labs-vocabulary.ts', 'catalog-vocabulary.ts', 'payments-vocabulary.ts']));
  });

  it.each(browserFacing)('%s loads no typebox, directly or through another file', (file) => {
    const seen = new Set<string>();
    const visit = (name: string): string[] => {
      if (seen.has(name)) return [];
      seen.add(name);
      return runtimeDependencies(read(name)).flatMap((specifier) =>
        specifier.startsWith('./') ? visit(`${specifier.slice(2)}.ts`) : [`${name} -> ${specifier}`],
      );
    };
    expect(visit(file).filter((edge) => /-> typebox(\/|$)/.test(edge))).toEqual([]);
  });

  it('the statuses the browser switches over are values of those files, typed as the schema is', () => {
    const status: LabInstance['status'] = INSTANCE_STATUSES[0];
    expect(contract.ACTIVE_INSTANCE_STATUSES.every((active) => (INSTANCE_STATUSES as readonly string[]).includes(active))).toBe(true);
    expect(status).toBe('requested');
  });
});

describe('every export of the API schema files is documented', () => {
  const files = ['common.ts', 'accounts.ts', 'sso.ts', 'catalog.ts', 'labs.ts', 'payments.ts', 'tokens.ts', 'forms.ts'].flatMap((file) => [
    file,
    file.replace('.ts', '-vocabulary.ts'),
  ]);

  it.each(files.filter((file) => readdirSync(SOURCE).includes(file)))('%s: a /** … */ comment ends right above each export', (file) => {
    const lines = read(file).split('\n');
    const undocumented = lines
      .map((line, index) => ({ line, above: lines[index - 1]?.trim() ?? '' }))
      .filter(({ line }) => /^export (const|type|function|interface)\b/.test(line))
      .filter(({ above }) => !above.endsWith('*/'))
      .map(({ line }) => line);
    expect(undocumented).toEqual([]);
  });
});
