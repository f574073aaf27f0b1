import { CifBody, ConsultingInquiryBody, ContactUsBody, DiplomaDeclarationBody, SubmissionList, Submitted } from '@ilm/contract';
import type { TSchema } from 'typebox';
import type { App } from '../../http/types';
import { say } from '../../i18n/messages';
import type { Services } from '../../services';
import { type FormKind, submissionDto } from './forms.service';

const tags = ['forms'];

const FORMS: { path: string; kind: FormKind; body: TSchema; thanks: `thanks_${FormKind}` }[] = [
  { path: '/forms/contact-us/', kind: 'contact_us', body: ContactUsBody, thanks: 'thanks_contact_us' },
  { path: '/forms/cif/', kind: 'cif', body: CifBody, thanks: 'thanks_cif' },
  { path: '/forms/diploma-declaration/', kind: 'diploma_declaration', body: DiplomaDeclarationBody, thanks: 'thanks_diploma_declaration' },
  { path: '/forms/consulting-inquiry/', kind: 'consulting_inquiry', body: ConsultingInquiryBody, thanks: 'thanks_consulting_inquiry' },
];

export async function formsRoutes(app: App, { auth, forms }: Services) {
  for (const form of FORMS) {
    app.post(
      form.path,
      {
        schema: {
          tags,
          description: 'Open to visitors; a signed-in submitter (Bearer) sees it later in forms/mine/.',
          body: form.body,
          response: { 201: Submitted },
        },
      },
      async (request, reply) => {
        const signedIn = await auth.optional(request);
        const data = request.body as Record<string, unknown> & { email: string };
        const row = await forms.submit(form.kind, data, signedIn?.user.id ?? null);
        return reply.status(201).send({ id: row.id, kind: row.kind, created_at: row.createdAt.toISOString(), message: say(request.language, form.thanks) });
      },
    );
  }

  app.get(
    '/forms/mine/',
    { schema: { tags, security: [{ bearerAuth: [] }], response: { 200: SubmissionList } } },
    async (request) => {
      const { user } = await auth.require(request);
      const rows = await forms.mine(user.id);
      return { count: rows.length, results: rows.map(submissionDto) };
    },
  );
}
