/**
 * Verifies a diploma outside the site, with nothing but the issuer's published public keys:
 *
 *   pnpm --filter @ilm/api verify:diploma <jwt-file-or-url> --jwks <url-or-file> [--issuer did:web:…]
 *
 * The diploma is a file or an address holding its JWT (or the API's diploma answer, whose `jwt` is
 * read); the keys a JWKS (or a did:web document). The status list named in the credential is fetched
 * and its own signature checked. Prints valid, revoked or invalid with the reason; exits 0, 1 or 2.
 */
import { readFile } from 'node:fs/promises';
import type { JWK } from 'jose';
import { verifyDiploma, VERIFICATION_REASONS } from '../src/modules/diplomas/verify';

const USAGE = 'usage: pnpm --filter @ilm/api verify:diploma <jwt-file-or-url> --jwks <url-or-file> [--issuer did:web:…]';
const EXIT = { valid: 0, revoked: 1, invalid: 2 } as const;

/** A file's or an address's text. */
async function read(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { headers: { accept: 'application/vc+jwt, application/json;q=0.9, */*;q=0.1' } });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.text();
  }
  return readFile(source, 'utf8');
}

/** The JWT of a diploma: the text itself, or the `jwt` of a JSON answer. */
function jwtOf(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return trimmed;
  const parsed = JSON.parse(trimmed) as { jwt?: unknown };
  if (typeof parsed.jwt !== 'string') throw new Error('the JSON holds no "jwt"');
  return parsed.jwt;
}

/** The keys of a JWKS, or of a DID document's verification methods. */
function keysOf(text: string): { keys: JWK[] } {
  const parsed = JSON.parse(text) as { keys?: JWK[]; verificationMethod?: { publicKeyJwk?: JWK }[] };
  if (Array.isArray(parsed.keys)) return { keys: parsed.keys };
  if (Array.isArray(parsed.verificationMethod))
    return { keys: parsed.verificationMethod.flatMap((method) => (method.publicKeyJwk ? [method.publicKeyJwk] : [])) };
  throw new Error('the keys are neither a JWKS ({ keys }) nor a DID document (verificationMethod)');
}

function parseArgs(argv: string[]) {
  const args = argv.filter((arg) => arg !== '--');
  const named = (name: string) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const [value] = args.splice(at, 2).slice(1);
    return value;
  };
  const jwks = named('--jwks');
  const issuer = named('--issuer');
  const [diploma, ...extra] = args;
  if (!diploma || !jwks || extra.length > 0) return null;
  return { diploma, jwks, issuer };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return EXIT.invalid;
  }
  let jwt: string;
  let jwks: { keys: JWK[] };
  try {
    jwt = jwtOf(await read(args.diploma));
    jwks = keysOf(await read(args.jwks));
  } catch (error) {
    console.log(`invalid: could not read the diploma or the keys (${error instanceof Error ? error.message : String(error)})`);
    return EXIT.invalid;
  }
  const result = await verifyDiploma(jwt, { jwks, issuer: args.issuer, loadStatusList: read });
  const subject = result.credential?.credentialSubject;
  const about = result.credential
    ? ` (${subject?.name ?? '?'}, ${subject?.achievement?.name ?? '?'}, issued ${result.credential.validFrom} by ${result.credential.issuer?.id})`
    : '';
  if (result.verdict === 'valid') console.log(`valid: signed by ${result.kid}, not revoked${about}`);
  else console.log(`${result.verdict}: ${VERIFICATION_REASONS[result.reason ?? 'malformed']}${about}`);
  return EXIT[result.verdict];
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.log(`invalid: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(EXIT.invalid);
  },
);
