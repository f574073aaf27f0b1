import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DiplomaPublicJwk } from '@ilm/contract';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { diplomaKeys } from './diplomas.schema';

/** The file, in the data folder, that keeps the signing key when DIPLOMA_SIGNING_KEY is unset (mode 0600). */
export const SIGNING_KEY_FILE = 'diploma-signing-key.json';

/** Where the private key comes from: the setting, else the data folder's file. */
export interface KeySource {
  dataDir: string;
  /** DIPLOMA_SIGNING_KEY: a private Ed25519 JWK (JSON). */
  configuredJwk?: string;
}

/** The key that signs now. */
export interface Signer {
  kid: string;
  privateKey: CryptoKey;
}

/** A new Ed25519 key pair as a private JWK. */
export async function newPrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  return exportJWK(privateKey);
}

/** The public half of a private Ed25519 JWK, as published, with its RFC 7638 thumbprint as `kid`. */
export async function publicJwkOf(jwk: JWK): Promise<DiplomaPublicJwk> {
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string')
    throw new Error('a diploma signing key must be an Ed25519 JWK (kty OKP, crv Ed25519)');
  const kid = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x: jwk.x }, 'sha256');
  return { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid, alg: 'EdDSA', use: 'sig' };
}

function parsePrivateJwk(json: string, origin: string): JWK {
  let jwk: JWK;
  try {
    jwk = JSON.parse(json) as JWK;
  } catch {
    throw new Error(`${origin} must hold a private Ed25519 JWK in JSON`);
  }
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.d !== 'string' || typeof jwk.x !== 'string') {
    throw new Error(`${origin} must hold a private Ed25519 JWK (kty OKP, crv Ed25519, with d and x)`);
  }
  return jwk;
}

/** Writes the key file readable by its owner only; an existing file is replaced whole (never half written). */
function writeKeyFile(file: string, jwk: JWK, { replace }: { replace: boolean }): void {
  mkdirSync(path.dirname(file), { recursive: true });
  if (!replace) {
    // `wx`: two processes starting together keep one key, the first one written.
    writeFileSync(file, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
    return;
  }
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(jwk), { mode: 0o600 });
  renameSync(temporary, file);
}

/** The private JWK of the source: the setting, else the file, created on first use. */
async function loadPrivateJwk(source: KeySource): Promise<JWK> {
  if (source.configuredJwk) return parsePrivateJwk(source.configuredJwk, 'DIPLOMA_SIGNING_KEY');
  const file = path.join(source.dataDir, SIGNING_KEY_FILE);
  if (!existsSync(file)) {
    try {
      writeKeyFile(file, await newPrivateJwk(), { replace: false });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return parsePrivateJwk(readFileSync(file, 'utf8'), file);
}

/**
 * Records `jwk`'s public half as the signing key: it is (again) current, and every other key is
 * retired. Retired keys stay published: the diplomas they signed keep verifying.
 */
async function makeCurrent(db: Db, jwk: DiplomaPublicJwk): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(diplomaKeys)
      .values({ kid: jwk.kid, publicJwk: jwk })
      .onConflictDoUpdate({ target: diplomaKeys.kid, set: { retiredAt: null } });
    await tx
      .update(diplomaKeys)
      .set({ retiredAt: new Date() })
      .where(and(ne(diplomaKeys.kid, jwk.kid), isNull(diplomaKeys.retiredAt)));
  });
}

/**
 * The diploma signing keys: the private key is kept like the JWT secret (the setting, else a file in
 * the data folder made on first use); every public key is recorded in `diploma_keys` and published.
 */
export class DiplomaKeys {
  private signer: Promise<Signer> | undefined;

  constructor(
    private readonly db: Db,
    private readonly source: KeySource,
  ) {}

  /**
   * The current signer. A key retired meanwhile (`admin diplomas rotate-key`, run by another process)
   * is dropped, and the source read again, so a running API signs with the new key at once.
   */
  async current(): Promise<Signer> {
    if (this.signer) {
      const cached = await this.signer.catch(() => undefined);
      const [row] = cached ? await this.db.select({ retiredAt: diplomaKeys.retiredAt }).from(diplomaKeys).where(eq(diplomaKeys.kid, cached.kid)) : [];
      if (cached && row && row.retiredAt === null) return cached;
      this.signer = undefined;
    }
    this.signer ??= this.load();
    return this.signer;
  }

  private async load(): Promise<Signer> {
    const jwk = await loadPrivateJwk(this.source);
    const published = await publicJwkOf(jwk);
    await makeCurrent(this.db, published);
    return { kid: published.kid, privateKey: (await importJWK(jwk, 'EdDSA')) as CryptoKey };
  }

  /**
   * A new key signs from now on; the old one is retired and stays published. With DIPLOMA_SIGNING_KEY
   * set the key cannot be replaced from here: the answer is a new private JWK for that setting, which
   * becomes the signer (and retires the old key) when the API starts with it.
   */
  async rotate(): Promise<{ kid: string; retired: string[]; settingValue?: string }> {
    const jwk = await newPrivateJwk();
    const published = await publicJwkOf(jwk);
    if (this.source.configuredJwk) return { kid: published.kid, retired: [], settingValue: JSON.stringify(jwk) };
    const before = await this.db.select({ kid: diplomaKeys.kid }).from(diplomaKeys).where(isNull(diplomaKeys.retiredAt));
    writeKeyFile(path.join(this.source.dataDir, SIGNING_KEY_FILE), jwk, { replace: true });
    await makeCurrent(this.db, published);
    this.signer = Promise.resolve({ kid: published.kid, privateKey: (await importJWK(jwk, 'EdDSA')) as CryptoKey });
    return { kid: published.kid, retired: before.map((row) => row.kid).filter((kid) => kid !== published.kid) };
  }

  /** Every key ever used, oldest first: the signer (made on first use) and the retired ones. */
  async published(): Promise<DiplomaPublicJwk[]> {
    await this.current();
    const rows = await this.db.select().from(diplomaKeys).orderBy(asc(diplomaKeys.createdAt), asc(diplomaKeys.kid));
    return rows.map((row) => row.publicJwk as unknown as DiplomaPublicJwk);
  }
}
