import { randomUUID } from 'node:crypto';
import { chooseLanguage, SubmissionList, Submitted } from '@ilm/contract';
import type { App } from '../../http/types';
import { askedLanguage } from '../../i18n/request-language';
import type { Authenticator } from '../accounts/authenticate';
import type { Config } from '../../config';
import type { ImmigrationService } from '../immigration/immigration.service';
import { checkPrintableName, type DiplomaService } from '../diplomas/diplomas.service';
import { formRateLimits } from './form-limits';
import { caughtBySpamTrap, FORM_BODIES, FORM_BODY_LIMIT, type FormFields, type FormKind, submissionDto, type FormService } from './forms.service';
import { say } from './forms.messages';

const tags = ['forms'];

const FORMS: { path: string; kind: FormKind; thanks: `thanks_${FormKind}` }[] = [
  { path: '/forms/contact-us/', kind: 'contact_us', thanks: 'thanks_contact_us' },
  { path: '/forms/cif/', kind: 'cif', thanks: 'thanks_cif' },
  { path: '/forms/diploma-declaration/', kind: 'diploma_declaration', thanks: 'thanks_diploma_declaration' },
  { path: '/forms/consulting-inquiry/', kind: 'consulting_inquiry', thanks: 'thanks_consulting_inquiry' },
  { path: '/forms/team-inquiry/', kind: 'team_inquiry', thanks: 'thanks_team_inquiry' },
];

/** Whether a CIF ticked immigration support: only then does it open an immigration case. */
function asksForImmigrationSupport(data: FormFields): boolean {
  return Array.isArray(data.interested_in) && data.interested_in.includes('immigration_support');
}

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface FormsRouteServices {
  auth: Authenticator;
  forms: FormService;
  config: Config;
  immigration: ImmigrationService;
  diplomas: DiplomaService;
}

export async function formsRoutes(app: App, { auth, forms, config, immigration, diplomas }: FormsRouteServices) {
  const limit = formRateLimits(app, config.formsRateLimit);
  for (const form of FORMS) {
    app.post(
      form.path,
      {
        // A form is a few lines of text: its body is capped far below the API's 1 MiB (413 over it).
        bodyLimit: FORM_BODY_LIMIT,
        schema: {
          tags,
          description:
            'Open to visitors; a signed-in submitter (Bearer) sees it later in forms/mine/. Strict: a field not listed answers 400 naming it. Rate-limited per account and per address (429). ' +
            "The submitter is mailed a confirmation in the request's language (else their profile's). A filled `website` (the spam trap) answers 201 alike but is neither stored nor mailed.",
          body: FORM_BODIES[form.kind],
          response: { 201: Submitted },
        },
      },
      async (request, reply) => {
        const signedIn = await auth.optional(request);
        await limit(request, reply, signedIn?.user.id ?? null);
        const data = request.body as FormFields;
        const message = say(request.language, form.thanks);
        // The same answer as a real submission, so the program that filled the trap learns nothing.
        if (caughtBySpamTrap(data))
          return reply.status(201).send({ id: randomUUID(), kind: form.kind, created_at: new Date().toISOString(), message, confirmation_mailed: true });
        // The name is printed on the diploma: only letters its fonts have (api/src/modules/diplomas).
        if (form.kind === 'diploma_declaration') checkPrintableName(String(data.name_on_diploma));
        const language = chooseLanguage([askedLanguage(request), signedIn?.user.language]);
        const { row, mailed } = await forms.submit(form.kind, data, signedIn?.user ?? null, language);
        // A signed-in learner's declaration for a career path they completed issues its diploma at once.
        const diploma = form.kind === 'diploma_declaration' && signedIn ? await diplomas.issueIfDue(signedIn.user.id, String(data.career_path_slug)) : null;
        if (diploma) {
          const issued = say(request.language, 'thanks_diploma_declaration_issued');
          return reply.status(201).send({
            id: row.id,
            kind: row.kind,
            created_at: row.createdAt.toISOString(),
            message: issued,
            confirmation_mailed: mailed,
            diploma_id: diploma.id,
          });
        }
        // A signed-in learner's CIF that asks for immigration support opens their case (api/src/modules/immigration).
        if (form.kind === 'cif' && signedIn && asksForImmigrationSupport(data)) await immigration.openFromCif(signedIn.user.id, row.id);
        return reply.status(201).send({ id: row.id, kind: row.kind, created_at: row.createdAt.toISOString(), message, confirmation_mailed: mailed });
      },
    );
  }

  app.get(
    '/forms/mine/',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        description: "Signed in: the caller's form submissions, newest first (at most 100), each with its kind, e-mail and fields.",
        response: { 200: SubmissionList },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const rows = await forms.mine(user.id);
      return { count: rows.length, results: rows.map(submissionDto) };
    },
  );
}
