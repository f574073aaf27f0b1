import { Diploma, DiplomaJwks, DiplomaList, DiplomaParams, DiplomaPdfQuery, DiplomaRefusal, DidDocument, ErrorBody, IssueDiplomaBody } from '@ilm/contract';
import type { FastifyReply } from 'fastify';
import { errorBody } from '../../http/api-error';
import { enforceRateLimits } from '../../http/rate-limit';
import { BoundedCache } from '../../lib/bounded-cache';
import type { App } from '../../http/types';
import type { Authenticator } from '../accounts/authenticate';
import { diplomaPdf } from './diploma-pdf';
import { VC_JWT_MEDIA_TYPE } from './credential';
import { DiplomaRefused, type DiplomaService } from './diplomas.service';

const tags = ['diplomas'];
const security = [{ bearerAuth: [] }];

/** What anyone may read, from any site (a verifier elsewhere): no credentials are involved. */
const openToAll = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*');
/** Revocation must show at once: caches ask again every time. */
const revalidate = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');

/** Drawing a PDF costs a second of a core: each is drawn once (per language and revocation) and kept a while. */
const PDF_CACHE_MS = 10 * 60 * 1000;
/** PDFs drawn per minute per client address, past the cache. */
const PDF_DRAWS_PER_MINUTE = 20;

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface DiplomasRouteServices {
  auth: Authenticator;
  diplomas: DiplomaService;
}

export async function diplomasRoutes(app: App, { auth, diplomas }: DiplomasRouteServices) {
  const drawnPdfs = new BoundedCache<string, Buffer>(PDF_CACHE_MS, 64);
  const pdfDraws = app.createRateLimit({ max: PDF_DRAWS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (request) => `diploma-pdf|${request.ip}` });
  app.post(
    '/diplomas/',
    {
      schema: {
        tags,
        security,
        description:
          "Issues the signed-in learner's diploma for a career path: every lab of it completed and their diploma declaration for it sent signed in (forms/diploma-declaration/). " +
          '404 career_path_not_found; 409 path_not_completed (remaining_labs), declaration_missing, diploma_already_issued (diploma_id). Also issued by itself when the declaration arrives for a completed path, or the last lab of a declared path is completed.',
        body: IssueDiplomaBody,
        response: { 201: Diploma, 404: ErrorBody, 409: DiplomaRefusal },
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      try {
        const row = await diplomas.issue(user.id, request.body.career_path_slug, request.language);
        const [diploma] = await diplomas.present([row], request.language);
        return reply.status(201).send(diploma!);
      } catch (error) {
        if (!(error instanceof DiplomaRefused)) throw error;
        return reply.status(409).send({ ...errorBody(409, error.messageIn(request.language), error.code), ...error.details });
      }
    },
  );

  app.get(
    '/diplomas/',
    { schema: { tags, security, description: "Signed in: the learner's diplomas, newest first.", response: { 200: DiplomaList } } },
    async (request) => {
      const { user } = await auth.require(request);
      const results = await diplomas.present(await diplomas.mine(user.id), request.language);
      return { count: results.length, results };
    },
  );

  app.get(
    '/diplomas/status-list/',
    {
      schema: {
        tags,
        description: 'The revocation status list (Bitstring Status List credential) as a signed JWT, `application/vc+jwt`: a revoked diploma has its bit set.',
      },
    },
    async (_request, reply) => {
      openToAll(revalidate(reply));
      return reply.type(VC_JWT_MEDIA_TYPE).send(await diplomas.statusListJwt());
    },
  );

  app.get(
    '/diplomas/:id/',
    {
      schema: {
        tags,
        description: 'Public: a diploma, its signed credential and where to verify it; 404 diploma_not_found.',
        params: DiplomaParams,
        response: { 200: Diploma, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      openToAll(revalidate(reply));
      const [diploma] = await diplomas.present([await diplomas.get(request.params.id)], request.language);
      return diploma;
    },
  );

  app.get(
    '/diplomas/:id/pdf/',
    {
      schema: {
        tags,
        description: "Public: the printable diploma (A4 landscape PDF) with a QR code of its verification page, in `lang` (else the request's language).",
        params: DiplomaParams,
        querystring: DiplomaPdfQuery,
      },
    },
    async (request, reply) => {
      const row = await diplomas.get(request.params.id);
      const language = request.query.lang ?? request.language;
      const key = `${row.id}|${language}|${row.revokedAt?.toISOString() ?? ''}`;
      let pdf = drawnPdfs.get(key);
      if (!pdf) {
        await enforceRateLimits(request, reply, [pdfDraws]);
        const drawn = await diplomaPdf({
          id: row.id,
          nameOnDiploma: row.nameOnDiploma,
          careerPathTitle: await diplomas.careerPathTitle(row.careerPathSlug, language),
          issuedAt: row.issuedAt,
          revokedAt: row.revokedAt,
          verificationUrl: diplomas.links.verificationUrl(row.id),
          language,
        });
        pdf = Buffer.from(drawn);
        drawnPdfs.set(key, pdf);
      }
      revalidate(reply);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="ilm-cloud-diploma-${row.id}.pdf"`).send(pdf);
    },
  );

  app.get(
    '/.well-known/jwks.json',
    { schema: { tags, description: "The diploma issuer's public keys: the signing key and every retired one.", response: { 200: DiplomaJwks } } },
    async (_request, reply) => {
      openToAll(revalidate(reply));
      return diplomas.jwks();
    },
  );

  app.get(
    '/.well-known/did.json',
    {
      schema: {
        tags,
        description: "The issuer's did:web document (the site's host): its keys as JsonWebKey verification methods.",
        response: { 200: DidDocument },
      },
    },
    async (_request, reply) => {
      openToAll(revalidate(reply));
      return reply.type('application/did+json').send(await diplomas.didDocument());
    },
  );
}
