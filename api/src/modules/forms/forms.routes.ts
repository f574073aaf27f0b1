import { CifBody, ConsultingInquiryBody, ContactUsBody, DiplomaDeclarationBody, SubmissionList, Submitted } from '@ilm/contract';
import type { TSchema } from 'typebox';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { type FormKind, submissionDto } from './forms.service';

const tags = ['forms'];

const FORMS: { path: string; kind: FormKind; body: TSchema; thanks: string }[] = [
  { path: '/forms/contact-us/', kind: 'contact_us', body: ContactUsBody, thanks: 'Thank you for reaching out. We reply within one business day.' },
  { path: '/forms/cif/', kind: 'cif', body: CifBody, thanks: 'Your information form has been received. An advisor will contact you soon.' },
  { path: '/forms/diploma-declaration/', kind: 'diploma_declaration', body: DiplomaDeclarationBody, thanks: 'Your diploma declaration has been recorded.' },
  { path: '/forms/consulting-inquiry/', kind: 'consulting_inquiry', body: ConsultingInquiryBody, thanks: 'Thank you. A consultant will contact you within two business days.' },
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
        return reply.status(201).send({ id: row.id, kind: row.kind, created_at: row.createdAt.toISOString(), message: form.thanks });
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
