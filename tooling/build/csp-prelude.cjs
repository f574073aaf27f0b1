// The first module of every app bundle (webpack.cjs puts it before `src/index.ts`).
//
// The site runs under a Content-Security-Policy without 'unsafe-eval' (tooling/server/src/security-headers.ts).
// zod compiles object schemas with `new Function` when it may, and finds out by trying once: the
// browser reports that try as a CSP violation even though zod catches the error. zod reads its
// settings from this global (shared by every copy of zod on the page, whichever remote bundled it),
// and skips both the try and the compiling when `jitless` is set before its first schema is built.
(globalThis.__zod_globalConfig ??= {}).jitless = true;
