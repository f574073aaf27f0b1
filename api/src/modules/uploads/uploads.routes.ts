import multipart from '@fastify/multipart';
import { Upload, UploadList, UploadListQuery, UploadParams } from '@ilm/contract';
import type { App } from '../../http/types';
import type { Authenticator } from '../accounts/authenticate';
import type { UploadService } from './uploads.service';
import { MULTIPART_LIMITS, readUpload } from './read-upload';
import { contentDisposition } from './upload-rules';

const tags = ['uploads'];
const security = [{ bearerAuth: [] }];

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface UploadsRouteServices {
  auth: Authenticator;
  uploads: UploadService;
}

export async function uploadsRoutes(app: App, { auth, uploads }: UploadsRouteServices) {
  // Multipart bodies in this scope only: every other route keeps refusing anything but JSON.
  await app.register(multipart, {
    limits: MULTIPART_LIMITS,
    // The name as sent, folders included, so a name with path parts is refused rather than cut short.
    preservePath: true,
    // Past the limit read-upload.ts stops reading and answers 413 itself.
    throwFileSizeLimit: false,
  });

  app.post(
    '/uploads/',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'Stores a file of the signed-in learner: `multipart/form-data` with the parts `purpose` (cv | immigration_document) and `file`. ' +
          "The type is read from the content's magic bytes and must be one the purpose accepts (a CV: PDF; an immigration document: PDF, JPEG or PNG); " +
          'a program (ELF, PE, Mach-O, a #! script) is refused whatever its name. At most 5 MiB (413 past it); an empty file, a name with folder parts ' +
          '(`../x.pdf`, `C:\\\\x\\\\cv.pdf`), a missing or unknown purpose are 400 naming the part in `field`. A refusal stores nothing.',
        response: { 201: Upload },
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      const file = await readUpload(request);
      return reply.status(201).send(await uploads.store(user.id, file));
    },
  );

  app.get(
    '/uploads/',
    { schema: { tags, security, description: "The signed-in learner's files, newest first.", querystring: UploadListQuery, response: { 200: UploadList } } },
    async (request) => {
      const { user } = await auth.require(request);
      const results = await uploads.list(user.id, request.query.purpose);
      return { count: results.length, results };
    },
  );

  app.get(
    '/uploads/:id/',
    {
      schema: {
        tags,
        security,
        description: "Downloads one of the learner's own files (`Content-Disposition: attachment`); another learner's id answers 404 like an unknown one.",
        params: UploadParams,
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      const { row, stream } = await uploads.open(user.id, request.params.id);
      return (
        reply
          .header('content-type', row.mediaType)
          .header('content-length', row.sizeBytes)
          .header('content-disposition', contentDisposition(row.originalName, row.mediaType))
          // Never drawn as a page of this origin, whatever the file holds.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(stream)
      );
    },
  );

  app.delete(
    '/uploads/:id/',
    {
      schema: {
        tags,
        security,
        description:
          "Deletes one of the learner's own files (204). One sent with a job application or attached to an immigration case is kept: 409 upload_in_use.",
        params: UploadParams,
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      await uploads.remove(user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
