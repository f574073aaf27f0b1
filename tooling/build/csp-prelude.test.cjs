// docs/rules/security.md#headers: the site runs under a Content-Security-Policy without 'unsafe-eval'
// (tooling/server/src/security-headers.ts). zod compiles object schemas with `new Function` and
// probes whether it may; a CSP reports that probe as a violation even though zod catches the
// error. The prelude every app's entry starts with turns zod's JIT off before any schema exists.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const PRELUDE = require.resolve('./csp-prelude.cjs');

describe("the apps' CSP prelude", () => {
  it('every app bundle, the shell and each remote, starts with the prelude, before its own code', () => {
    // webpack.cjs loads TypeScript through tsx: read in a child process, as translations.test.cjs does.
    const script = `
      const { createWebpackConfig } = require('./webpack.cjs');
      const appDir = ${JSON.stringify(path.join(__dirname, '..', '..', 'mfe-auth'))};
      // A remote with a server bundle builds two configurations: the browser's comes first.
      const browserConfig = (config) => (Array.isArray(config) ? config[0] : config);
      const entries = [undefined, { './Widget': './src/widget.ts' }].map((exposes) =>
        browserConfig(createWebpackConfig({ appDir, name: 'mfe_auth', port: 3002, title: 't', exposes })({}, { mode: 'production' })).entry);
      process.stdout.write(JSON.stringify(entries));`;
    const entries = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: __dirname, encoding: 'utf8' }));
    expect(entries).toEqual([
      [PRELUDE, './src/index.ts'],
      [PRELUDE, './src/index.ts'],
    ]);
  });

  it('with the prelude, zod builds and parses object schemas without evaluating a string (no `new Function`)', () => {
    const zodPath = require.resolve('zod', { paths: [path.join(__dirname, '..', '..', 'mfe-auth')] });
    const RealFunction = globalThis.Function;
    const constructed = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        constructed.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      require('./csp-prelude.cjs');
      const { z } = require(zodPath);
      const schema = z.object({ email: z.string(), nested: z.object({ n: z.number() }) });
      expect(schema.parse({ email: 'a@example.com', nested: { n: 1 } })).toEqual({ email: 'a@example.com', nested: { n: 1 } });
      expect(constructed).toEqual([]);
    } finally {
      globalThis.Function = RealFunction;
    }
  });
});
