import fc from 'fast-check';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/**
 * Property-based fuzzing of every endpoint the API publishes (its OpenAPI document, from the same
 * schemas it validates with): random valid and hostile paths, queries and bodies (NUL and other control
 * characters, lone surrogates, huge and non-finite numbers, deep nesting, wrong types, extra fields,
 * broken JSON), signed in and anonymous. The property: no answer is a 5xx, every error is the JSON error
 * body, and no answer carries a stack trace (docs/rules/security.md#input). Fixed seed and bounded count, so a run is
 * repeatable; a failure prints the cases that broke it.
 */

const SEED = 18_2024;
/** Cases in all, spread over the operations (at least 2,000; well under a minute on two cores). */
const TOTAL_CASES = 2_400;

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  secured: boolean;
}

/** A JSON fragment sent as written: `1e400`, or a body nested thousands deep that JSON.stringify cannot write. */
class Raw {
  constructor(readonly text: string) {}
}

const nested = (levels: number) => new Raw(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);
const nestedArrays = (levels: number) => new Raw(`${'['.repeat(levels)}${']'.repeat(levels)}`);

/** Strings that broke, or could break, a layer below the validator. */
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028',
  'line\nbreak',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '0x10',
  '1.5',
  '-0',
  '',
  ' ',
  '../../etc/passwd',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '%00',
  '\u202egnp.exe',
  '😀',
  'مرحبا',
  'null',
  'true',
  '[]',
  '__proto__',
  'constructor',
  'A'.repeat(300),
  'A'.repeat(20_000),
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  1e308,
  [],
  {},
  ['x'],
  { a: 1 },
  new Raw('1e400'),
  new Raw('-1e400'),
  new Raw('{"__proto__":{"is_admin":true}}'),
  new Raw('{"constructor":{"prototype":{"x":1}}}'),
  nested(40),
  nested(5000),
  nestedArrays(100_000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udc00', '\u0007', '\u009b'), fc.string({ maxLength: 8 }))
    .map((parts) => parts.join('')),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4 }) },
);

/** Catalog slugs, so generated bodies also reach the code behind a valid slug. */
const known: Record<string, string[]> = { lab: [], career_path: [], learning_path: [], consulting: [], token_pack: ['tokens-10'], plan: ['basic'], id: [] };

function slugsFor(field: string): string[] {
  if (field === 'lab_slug') return known.lab!;
  if (field === 'career_path_slug') return known.career_path!;
  if (field === 'offer_slug') return known.consulting!;
  if (field === 'item_slug') return [...known.token_pack!, ...known.plan!, ...known.career_path!];
  if (field === 'slug') return [...known.lab!, ...known.career_path!, ...known.learning_path!, ...known.consulting!];
  if (field === 'id') return known.id!;
  return [];
}

function stringArbitrary(schema: Schema, field: string): fc.Arbitrary<string> {
  const min = Number(schema.minLength ?? 0);
  const max = Math.min(Number(schema.maxLength ?? 60), 400);
  const fits = (value: string) => value.length >= min && value.length <= max;
  let base: fc.Arbitrary<string>;
  switch (schema.format) {
    case 'email':
      base = fc.emailAddress().filter(fits);
      break;
    case 'uuid':
      base = fc.uuid();
      break;
    case 'date':
      base = fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      break;
    case 'uri':
      base = fc.webUrl().filter(fits);
      break;
    default:
      base =
        typeof schema.pattern === 'string'
          ? fc.stringMatching(new RegExp(schema.pattern)).filter(fits)
          : fc
              .string({ minLength: min, maxLength: max, unit: fc.constantFrom('a', 'b', 'z', ' ', 'م', 'ک', '\n', '1') })
              .filter((s) => s.trim().length >= Math.min(min, 1) || min === 0);
  }
  const slugs = slugsFor(field);
  return slugs.length ? fc.oneof(fc.constantFrom(...slugs), base) : base;
}

/** Values that follow `schema` (mostly valid; patterns and formats are generated, so some edge cases fail). */
function valid(schema: Schema | undefined, field = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => valid(branch, field, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, field);
    case 'integer':
      return fc.integer({ min: Number(schema.minimum ?? -1000), max: Math.min(Number(schema.maximum ?? 100_000), 2_147_483_647) });
    case 'number':
      return fc.double({ min: Number(schema.minimum ?? -1e6), max: Number(schema.maximum ?? 1e6), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = valid(schema.items, field, depth + 1);
      const constraints = { minLength: Number(schema.minItems ?? 0), maxLength: Math.min(Number(schema.maxItems ?? 4), 4) };
      return schema.uniqueItems ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) }) : fc.array(items, constraints);
    }
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, sub]) => [name, valid(sub, name, depth + 1)]));
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

const EXTRA_FIELDS = ['is_admin', 'user_id', 'token_balance', 'role', 'password_hash', 'id', '__proto__', 'constructor', 'extra'];

/** A body for `schema`: valid, one field hostile, a field missing, extra fields, or hostile as a whole. */
function bodyArbitrary(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const base = valid(schema);
  const fields = Object.keys(schema?.properties ?? {});
  const mutations: fc.Arbitrary<unknown>[] = [
    base,
    fc.tuple(base, fc.constantFrom(...EXTRA_FIELDS), hostileValue).map(([body, name, value]) => (isObject(body) ? { ...body, [name]: value } : body)),
    hostileValue,
    fc.constantFrom(new Raw('{"email": '), new Raw(''), new Raw('null'), new Raw('"text"'), new Raw('[1,2]'), new Raw('{}')),
  ];
  if (fields.length) {
    mutations.push(
      fc.tuple(base, fc.constantFrom(...fields), hostileValue).map(([body, name, value]) => (isObject(body) ? { ...body, [name]: value } : body)),
      fc.tuple(base, fc.constantFrom(...fields)).map(([body, name]) => {
        if (!isObject(body)) return body;
        const { [name]: _dropped, ...rest } = body;
        return rest;
      }),
    );
  }
  return fc.oneof(...mutations);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Raw);

/** JSON text of a generated value, `Raw` fragments as written (JSON.stringify escapes lone surrogates as `\ud800`). */
function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Text of a query or path value, percent-encoded; a lone surrogate becomes bytes that are not UTF-8. */
function encode(value: unknown): string {
  const textValue = value instanceof Raw ? value.text.slice(0, 2000) : typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(textValue);
  } catch {
    return encodeURIComponent(textValue.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

interface Case {
  operation: Operation;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  auth: 'learner' | 'none' | 'garbage';
  contentType: string;
}

function caseArbitrary(operation: Operation): fc.Arbitrary<Case> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const path = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, fc.oneof({ weight: 3, arbitrary: valid(p.schema, p.name) }, { weight: 1, arbitrary: hostileValue })])),
  );
  const query = fc.record(
    Object.fromEntries([
      ...queryParams.map((p) => [p.name, fc.oneof({ weight: 2, arbitrary: valid(p.schema, p.name) }, { weight: 1, arbitrary: hostileValue })] as const),
      ['unlisted', hostileValue] as const,
    ]),
    { requiredKeys: [] },
  );
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
  return fc.record({
    operation: fc.constant(operation),
    path,
    query,
    body: hasBody ? bodyArbitrary(operation.body) : fc.constant(undefined),
    auth: fc.constantFrom('learner', 'learner', 'none', 'garbage'),
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/json; charset=latin1', 'multipart/form-data') },
    ),
  }) as fc.Arbitrary<Case>;
}

/** Operations of the OpenAPI document: method, path (`{id}` placeholders), parameters and JSON body schema. */
function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = (spec.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (spec.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema,
        secured: Array.isArray(spec.security) && spec.security.length > 0,
      });
    }
  }
  return operations;
}

const STACK_TRACE = /\n\s+at .+:\d+|node_modules|\.ts:\d+|\/work\/|DrizzleQueryError|Failed query/;

let t: TestApp;
let operations: Operation[];
const learner = { email: '', password: 'Fuzz-the-schemas-2024!', authorization: '' };

async function signIn(): Promise<void> {
  const response = await t.app.inject({ method: 'POST', url: '/accounts/login/', payload: { email: learner.email, password: learner.password } });
  if (response.statusCode !== 200) throw new Error(`fuzz learner cannot sign in again: ${response.statusCode} ${response.body}`);
  learner.authorization = `Bearer ${response.json().access_token}`;
}

beforeAll(async () => {
  t = await createTestApp();
  const signed = await signUp(t.app, { password: learner.password });
  learner.email = signed.user.email;
  learner.authorization = signed.headers.authorization;
  const list = async (url: string) => ((await t.app.inject({ method: 'GET', url })).json() as { results: { slug: string }[] }).results.map((r) => r.slug);
  known.lab = (await list('/catalog/labs/?limit=20')).slice(0, 6);
  known.career_path = (await list('/catalog/career-paths/')).slice(0, 4);
  known.learning_path = (await list('/catalog/learning-paths/')).slice(0, 4);
  known.consulting = (await list('/catalog/consulting/')).slice(0, 4);
  const order = await t.app.inject({
    method: 'POST',
    url: '/payments/orders/',
    headers: { authorization: learner.authorization },
    payload: { item_type: 'token_pack', item_slug: 'tokens-10' },
  });
  if (order.statusCode === 201) known.id!.push(order.json().id);
  operations = operationsOf((t.app as unknown as { swagger(): Parameters<typeof operationsOf>[0] }).swagger());
});
afterAll(() => t.close());

describe('schema fuzzing (fast-check, fixed seed)', () => {
  it(`no endpoint answers 5xx or a stack trace to ${TOTAL_CASES} random valid and hostile requests`, async () => {
    expect(operations.length).toBeGreaterThan(30);
    const perOperation = Math.ceil(TOTAL_CASES / operations.length);
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    let cases = 0;

    for (const [index, operation] of operations.entries()) {
      await fc.assert(
        fc.asyncProperty(caseArbitrary(operation), async (c) => {
          cases += 1;
          const url =
            operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(c.path[name])) +
            (Object.keys(c.query).length
              ? `?${Object.entries(c.query)
                  .map(([k, v]) => `${k}=${encode(v)}`)
                  .join('&')}`
              : '');
          const headers: Record<string, string> = {};
          if (c.auth === 'learner') headers.authorization = learner.authorization;
          if (c.auth === 'garbage') headers.authorization = 'Bearer not.a.token';
          const withBody = c.body !== undefined;
          if (withBody) headers['content-type'] = c.contentType;
          const response = await t.app.inject({ method: operation.method as 'GET', url, headers, ...(withBody ? { payload: toJson(c.body) } : {}) });
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;

          const problems: string[] = [];
          if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
          if (STACK_TRACE.test(response.body)) problems.push('stack trace in the answer');
          if (response.statusCode >= 400) {
            const body = (() => {
              try {
                return response.json() as { statusCode?: number; message?: unknown };
              } catch {
                return undefined;
              }
            })();
            if (body?.statusCode !== response.statusCode || typeof body.message !== 'string') problems.push('not the JSON error body');
          }
          if (problems.length)
            failures.push(
              `${operation.method} ${url.slice(0, 200)} [${c.auth}] body=${withBody ? toJson(c.body).slice(0, 200) : '-'} → ${problems.join(', ')}: ${response.body.slice(0, 300)}`,
            );

          // Sessions a case ended (logout/, the refresh-token reuse rule) are opened again for the next.
          if (c.auth === 'learner' && (operation.path.startsWith('/accounts/logout') || response.statusCode === 401)) await signIn();
        }),
        { seed: SEED + index, numRuns: perOperation },
      );
    }

    const serverErrors = Object.entries(statuses).reduce((sum, [status, count]) => sum + (Number(status) >= 500 ? count : 0), 0);
    console.info(`schema fuzz: ${cases} cases over ${operations.length} operations, ${serverErrors} server errors; statuses ${JSON.stringify(statuses)}`);
    expect(cases).toBeGreaterThanOrEqual(2000);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(serverErrors).toBe(0);
  }, 120_000);
});
