// The API's endpoints as its OpenAPI document states them, for api/README.md's generated table
// (scripts/docs-tables.mjs). Builds the app as its tests do (api/src/testing/test-app.ts), on an
// empty in-memory database, and prints one JSON object per method and path. Run with the API's
// tsx (api/node_modules/.bin/tsx): the API's own imports resolve from api/src.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { openPglite } from '../../api/src/db/client';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  nullable?: boolean;
}

interface Operation {
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** An object's field names, `?` after the optional ones: `{ email, password, name? }`. */
function fieldsOf(schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.type === 'array') {
    const inner = fieldsOf(schema.items);
    return inner ? `[${inner}]` : '[…]';
  }
  const choices = schema.anyOf?.filter((choice) => choice.type !== 'null' && !(choice.nullable && !choice.properties));
  if (choices?.length === 1) return fieldsOf(choices[0]);
  if (!schema.properties) return '';
  const required = new Set(schema.required ?? []);
  const names = Object.keys(schema.properties).map((name) => (required.has(name) ? name : `${name}?`));
  return names.length ? `{ ${names.join(', ')} }` : '';
}

/** The schema of a JSON body or answer, when it has one. */
const jsonSchemaOf = (content: Record<string, { schema?: Schema }> | undefined) => content?.['application/json']?.schema;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ilm-docs-api-'));
  const database = await openPglite();
  try {
    const config = loadConfig({
      API_DATA_DIR: dataDir,
      JWT_SECRET: 'docs-tables-secret-that-is-long-enough-for-hs256',
      API_DOCS: 'true',
      LAB_SWEEP_INTERVAL_MS: '0',
      PAYMENT_RECOVERY_INTERVAL_MS: '0',
    });
    const app = await buildApp({ db: database.db, config });
    await app.ready();
    const document = app.swagger() as { paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
    const endpoints = [];
    for (const [route, operations] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS) {
        const operation = operations[method];
        if (!operation) continue;
        const security = operation.security ?? [];
        // No scheme: open to anyone; a scheme beside an empty requirement: sign-in optional.
        const schemes = security.filter((entry) => Object.keys(entry).length > 0);
        const auth = schemes.length === 0 ? 'none' : security.some((entry) => Object.keys(entry).length === 0) ? 'optional' : 'required';
        const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
        const body = fieldsOf(jsonSchemaOf(operation.requestBody?.content)) || (operation.requestBody ? 'a body' : '');
        const statuses = Object.keys(operation.responses ?? {}).sort();
        const success = statuses.find((status) => status.startsWith('2'));
        const answer = success ? fieldsOf(jsonSchemaOf(operation.responses?.[success]?.content)) : '';
        endpoints.push({
          method: method.toUpperCase(),
          path: route,
          auth,
          summary: operation.summary ?? '',
          description: operation.description ?? '',
          query,
          body,
          statuses,
          answer,
        });
      }
    }
    await app.close();
    process.stdout.write(`${JSON.stringify(endpoints)}\n`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
