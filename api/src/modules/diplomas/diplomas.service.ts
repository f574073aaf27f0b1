import { randomInt, randomUUID } from 'node:crypto';
import type { Diploma, DidDocument, DiplomaJwks, LanguageCode } from '@ilm/contract';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SignJWT } from 'jose';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { careerPaths, labs } from '../catalog/catalog.schema';
import { diplomas } from './diplomas.schema';
import { formSubmissions } from '../forms/forms.schema';
import { internshipApplications, internshipCohorts, internshipProgrammes } from '../internships/internships.schema';
import { labCompletions } from '../labs/instances.schema';
import { ApiError, badRequest } from '../../http/api-error';
import { wordsIn } from '../../i18n/catalog-words';
import { type Text } from '../../i18n/messages';
import { diplomaCredential, statusListCredential, VC_JWT_TYP } from './credential';
import { diplomaDto } from './diploma-dto';
import { issuerLinks, type IssuerLinks } from './issuer';
import { unprintableCharacters } from './pdf-text';
import { DiplomaKeys } from './signing-keys';
import { encodeStatusList, STATUS_LIST_MIN_ENTRIES, statusBits } from './status-list';
import { text } from './diplomas.messages';

/** A stored diploma. */
export type DiplomaRow = typeof diplomas.$inferSelect;
type CareerPathRow = typeof careerPaths.$inferSelect;

/** A refusal that carries more than a message: the labs still to complete, or the diploma already issued. */
export class DiplomaRefused extends ApiError {
  constructor(
    code: 'path_not_completed' | 'declaration_missing' | 'diploma_already_issued',
    message: Text,
    readonly details: { remaining_labs?: { slug: string; title: string }[]; diploma_id?: string },
  ) {
    super(409, code, message);
  }
}

const diplomaNotFound = () => new ApiError(404, 'diploma_not_found', text('diploma_not_found'));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A name prints on the diploma only in letters its fonts have (Latin, Arabic, Urdu). */
export function checkPrintableName(name: string): void {
  if (unprintableCharacters(name).length > 0) throw badRequest('name_on_diploma', text('diploma_name_not_printable'));
}

const careerPathWords = (path: CareerPathRow, language: LanguageCode) =>
  wordsIn(language, { title: path.title, summary: path.summary, description: path.description, outcomes: path.outcomes }, path.translations);

/**
 * Issues, lists and revokes diplomas: Open Badges 3.0 credentials signed with the current Ed25519 key,
 * each with its bit in the revocation status list. A learner receives one for a career path once
 * every lab of it is completed and their signed-in diploma declaration for it has arrived, in
 * whichever order those happen.
 */
export class DiplomaService {
  constructor(
    private readonly db: Db,
    readonly keys: DiplomaKeys,
    readonly links: IssuerLinks,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** The learner's diploma for the path: refused (404, 409) with what is missing. */
  async issue(userId: string, careerPathSlug: string, language: LanguageCode = 'en'): Promise<DiplomaRow> {
    const [path] = await this.db.select().from(careerPaths).where(eq(careerPaths.slug, careerPathSlug));
    if (!path) throw new ApiError(404, 'career_path_not_found', text('career_path_not_found', { slug: careerPathSlug }));
    const existing = await this.existing(userId, careerPathSlug);
    if (existing) throw new DiplomaRefused('diploma_already_issued', text('diploma_already_issued'), { diploma_id: existing.id });
    const { remaining, completed } = await this.labsOf(userId, path);
    if (remaining.length > 0) {
      const titles = remaining.map((lab) => ({ slug: lab.slug, title: wordsIn<{ title: string }>(language, { title: lab.title }, lab.translations).title }));
      throw new DiplomaRefused('path_not_completed', text('diploma_path_not_completed', { labs: titles.map((lab) => lab.title).join(', ') }), {
        remaining_labs: titles,
      });
    }
    const declaration = await this.declaration(userId, careerPathSlug);
    if (!declaration) throw new DiplomaRefused('declaration_missing', text('diploma_declaration_missing'), {});
    const name = String(declaration.data.name_on_diploma ?? '').trim();
    checkPrintableName(name);
    return this.sign(userId, path, name, completed);
  }

  /**
   * Issues the diploma when everything is there (every lab, the declaration), else nothing; a diploma
   * already issued is answered as it is. For the moments a diploma may become due by itself.
   */
  async issueIfDue(userId: string, careerPathSlug: string): Promise<DiplomaRow | null> {
    try {
      return await this.issue(userId, careerPathSlug);
    } catch (error) {
      if (error instanceof DiplomaRefused && error.details.diploma_id) return this.existing(userId, careerPathSlug);
      if (error instanceof ApiError && error.statusCode < 500) return null;
      // What asked (a declaration, a lab check) has succeeded: the learner can still ask with POST diplomas/.
      this.log?.error({ err: error }, 'issuing a due diploma failed');
      return null;
    }
  }

  /** A lab was completed: the diplomas of the declared career paths it finishes are issued. Never fails the caller. */
  async afterLabCompleted(userId: string, labSlug: string): Promise<void> {
    try {
      const declared = await this.db
        .selectDistinct({ slug: sql<string>`${formSubmissions.data} ->> 'career_path_slug'` })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.kind, 'diploma_declaration'), eq(formSubmissions.userId, userId)));
      const slugs = declared.map((row) => row.slug).filter(Boolean);
      if (slugs.length === 0) return;
      const paths = await this.db.select({ slug: careerPaths.slug, labSlugs: careerPaths.labSlugs }).from(careerPaths).where(inArray(careerPaths.slug, slugs));
      for (const path of paths.filter((candidate) => candidate.labSlugs.includes(labSlug))) await this.issueIfDue(userId, path.slug);
    } catch (error) {
      this.log?.error({ err: error }, 'looking for diplomas due after a lab completion failed');
    }
  }

  async mine(userId: string): Promise<DiplomaRow[]> {
    return this.db.select().from(diplomas).where(eq(diplomas.userId, userId)).orderBy(desc(diplomas.issuedAt));
  }

  /** Any diploma by id (public); 404 `diploma_not_found` for an id that names none. */
  async get(id: string): Promise<DiplomaRow> {
    if (!UUID.test(id)) throw diplomaNotFound();
    const [row] = await this.db.select().from(diplomas).where(eq(diplomas.id, id));
    if (!row) throw diplomaNotFound();
    return row;
  }

  /** Every diploma, newest first (staff). */
  async all(): Promise<DiplomaRow[]> {
    return this.db.select().from(diplomas).orderBy(desc(diplomas.issuedAt));
  }

  /** Revokes a diploma: its bit in the status list is set from now on. */
  async revoke(id: string, reason: string | null): Promise<DiplomaRow> {
    await this.get(id);
    const [row] = await this.db
      .update(diplomas)
      .set({ revokedAt: new Date(), revocationReason: reason })
      .where(and(eq(diplomas.id, id), sql`${diplomas.revokedAt} is null`))
      .returning();
    if (!row) throw new ApiError(409, 'diploma_already_revoked', text('diploma_already_revoked'));
    return row;
  }

  /** Diplomas as the contract's `Diploma`, the career path named in `language`. */
  async present(rows: DiplomaRow[], language: LanguageCode): Promise<Diploma[]> {
    const slugs = [...new Set(rows.map((row) => row.careerPathSlug))];
    const paths = slugs.length ? await this.db.select().from(careerPaths).where(inArray(careerPaths.slug, slugs)) : [];
    const titles = new Map(paths.map((path) => [path.slug, careerPathWords(path, language).title]));
    return rows.map((row) => diplomaDto(row, titles.get(row.careerPathSlug) ?? row.careerPathSlug, this.links, language));
  }

  /** The career path's title in `language` (the PDF's). */
  async careerPathTitle(slug: string, language: LanguageCode): Promise<string> {
    const [path] = await this.db.select().from(careerPaths).where(eq(careerPaths.slug, slug));
    return path ? careerPathWords(path, language).title : slug;
  }

  /** The revocation status list, signed (application/vc+jwt). */
  async statusListJwt(now = new Date()): Promise<string> {
    const revoked = await this.db.select({ index: diplomas.statusIndex }).from(diplomas).where(isNotNull(diplomas.revokedAt));
    const credential = statusListCredential(encodeStatusList(statusBits(revoked.map((row) => row.index))), this.links, now);
    return this.signJwt(credential as unknown as Record<string, unknown>);
  }

  async jwks(): Promise<DiplomaJwks> {
    return { keys: await this.keys.published() };
  }

  /** The issuer's did:web document: each key a `JsonWebKey` verification method named `<did>#<kid>`. */
  async didDocument(): Promise<DidDocument> {
    const { did } = this.links;
    const methods = (await this.keys.published()).map((jwk) => ({ id: `${did}#${jwk.kid}`, type: 'JsonWebKey' as const, controller: did, publicKeyJwk: jwk }));
    return {
      // JsonWebKey is defined by Controlled Identifiers 1.0 (its context names it).
      '@context': ['https://www.w3.org/ns/did/v1', 'https://www.w3.org/ns/cid/v1'],
      id: did,
      verificationMethod: methods,
      assertionMethod: methods.map((method) => method.id),
      authentication: methods.map((method) => method.id),
    };
  }

  private async existing(userId: string, careerPathSlug: string): Promise<DiplomaRow | null> {
    const [row] = await this.db
      .select()
      .from(diplomas)
      .where(and(eq(diplomas.userId, userId), eq(diplomas.careerPathSlug, careerPathSlug)));
    return row ?? null;
  }

  /** The path's labs (in its order; slugs the catalog no longer has are left out), split by whether the learner completed them. */
  private async labsOf(userId: string, path: CareerPathRow) {
    const rows = path.labSlugs.length ? await this.db.select().from(labs).where(inArray(labs.slug, path.labSlugs)) : [];
    const bySlug = new Map(rows.map((lab) => [lab.slug, lab]));
    const ordered = path.labSlugs.map((slug) => bySlug.get(slug)).filter((lab) => lab !== undefined);
    const done = new Set(
      (
        await this.db
          .select({ slug: labCompletions.labSlug })
          .from(labCompletions)
          .where(and(eq(labCompletions.userId, userId), inArray(labCompletions.labSlug, path.labSlugs.length ? path.labSlugs : [''])))
      ).map((row) => row.slug),
    );
    return { completed: ordered.filter((lab) => done.has(lab.slug)), remaining: ordered.filter((lab) => !done.has(lab.slug)) };
  }

  /** The learner's newest diploma declaration for the path, sent signed in (a visitor's declaration names nobody). */
  private async declaration(userId: string, careerPathSlug: string) {
    const [row] = await this.db
      .select()
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.kind, 'diploma_declaration'),
          eq(formSubmissions.userId, userId),
          sql`${formSubmissions.data} ->> 'career_path_slug' = ${careerPathSlug}`,
        ),
      )
      .orderBy(desc(formSubmissions.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** The learner's completed internships of programmes of this path: the credential's evidence. */
  private async internships(userId: string, careerPathSlug: string) {
    const rows = await this.db
      .select({ id: internshipApplications.id, title: internshipProgrammes.title, completedAt: internshipApplications.completedAt })
      .from(internshipApplications)
      .innerJoin(internshipCohorts, eq(internshipCohorts.id, internshipApplications.cohortId))
      .innerJoin(internshipProgrammes, eq(internshipProgrammes.slug, internshipCohorts.programmeSlug))
      .where(
        and(eq(internshipApplications.userId, userId), eq(internshipApplications.status, 'completed'), eq(internshipProgrammes.careerPathSlug, careerPathSlug)),
      );
    return rows.map((row) => ({ id: row.id, title: row.title.en, completedAt: row.completedAt }));
  }

  /** Signs and stores the credential; a free status-list index is drawn at random (the list reveals no order). */
  private async sign(userId: string, path: CareerPathRow, name: string, completed: { title: string }[]): Promise<DiplomaRow> {
    const internships = await this.internships(userId, path.slug);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const id = randomUUID();
      const issuedAt = new Date();
      const statusIndex = randomInt(STATUS_LIST_MIN_ENTRIES);
      const credential = diplomaCredential(
        {
          id,
          nameOnDiploma: name,
          careerPath: { slug: path.slug, title: path.title, description: path.description },
          labsCompleted: completed,
          issuedAt,
          statusIndex,
          internships,
        },
        this.links,
      );
      const { kid, jwt } = await this.signJwtWithKid(credential as unknown as Record<string, unknown>);
      const [row] = await this.db
        .insert(diplomas)
        .values({ id, userId, careerPathSlug: path.slug, nameOnDiploma: name, jwt, kid, statusIndex, issuedAt })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      // Issued meanwhile (another request), or the drawn index was taken: then draw again.
      const existing = await this.existing(userId, path.slug);
      if (existing) throw new DiplomaRefused('diploma_already_issued', text('diploma_already_issued'), { diploma_id: existing.id });
    }
    throw new Error('no free status-list index was found');
  }

  private async signJwt(payload: Record<string, unknown>): Promise<string> {
    return (await this.signJwtWithKid(payload)).jwt;
  }

  private async signJwtWithKid(payload: Record<string, unknown>): Promise<{ kid: string; jwt: string }> {
    const signer = await this.keys.current();
    const jwt = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', typ: VC_JWT_TYP, kid: `${this.links.did}#${signer.kid}` })
      .sign(signer.privateKey);
    return { kid: signer.kid, jwt };
  }
}

/** The service as the API runs it: keys kept like the JWT secret, links from the public URLs. */
export function createDiplomaService(
  db: Db,
  config: Pick<Config, 'dataDir' | 'diplomaSigningKey' | 'publicSiteUrl' | 'publicApiUrl'>,
  log?: FastifyBaseLogger,
): DiplomaService {
  return new DiplomaService(db, new DiplomaKeys(db, { dataDir: config.dataDir, configuredJwk: config.diplomaSigningKey }), issuerLinks(config), log);
}
