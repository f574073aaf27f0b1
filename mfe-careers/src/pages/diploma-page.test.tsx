import { webcrypto } from 'node:crypto';
import { CompressionStream, DecompressionStream } from 'node:stream/web';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { base64url } from 'jose';
import { http, HttpResponse } from 'msw';
import { setLanguage, syncDocumentLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import { PageHeadContext, type PageHeadRecord } from '@ilm/shared/ui';
import Diploma from './diploma-page';
import {
  credential,
  DIPLOMA_ID,
  diplomaRecord,
  makeSigner,
  serveDiploma,
  sign,
  statusList,
  type DiplomaWorld,
  type Signer,
} from '../features/diplomas/testing/credentials';
import { API, server, setupMockApi } from '../testing/mock-api';

// jsdom has neither WebCrypto nor the compression streams a browser has: Node's stand in.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.assign(globalThis, { CompressionStream, DecompressionStream });

setupMockApi();

let issuer: Signer;
beforeAll(async () => {
  issuer = await makeSigner();
});
beforeEach(() => {
  document.head.innerHTML = '';
});

/** A diploma signed by the issuer, its key published, and nothing revoked, unless a test says otherwise. */
async function world(overrides: Partial<DiplomaWorld> = {}): Promise<DiplomaWorld> {
  const jwt = await sign(issuer, credential());
  return { record: diplomaRecord(jwt), keys: [issuer.jwk], statusList: await statusList(issuer), ...overrides };
}

function open(id = DIPLOMA_ID, head?: PageHeadRecord) {
  const page = <Diploma params={{ id }} />;
  return renderWithShell(head ? <PageHeadContext.Provider value={head}>{page}</PageHeadContext.Provider> : page, { route: `/diplomas/${id}` });
}

const verdict = () => screen.getByRole('region', { name: 'Verification' });
/** The check has ended valid: nothing of it is still on the network when a test ends. */
const checkedValid = async () => expect(await screen.findByRole('heading', { level: 3, name: /Valid diploma/ })).toBeInTheDocument();
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

/** The same JWT with its payload replaced: the signature stays the one made for the original. */
function tamper(jwt: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = jwt.split('.');
  const decoded = JSON.parse(new TextDecoder().decode(base64url.decode(payload!))) as Record<string, unknown>;
  change(decoded);
  return [header, base64url.encode(JSON.stringify(decoded)), signature].join('.');
}

async function inLanguage(language: 'ar' | 'ur', test: () => Promise<void>) {
  const stop = syncDocumentLanguage();
  await act(() => setLanguage(language, { remember: false }));
  try {
    await test();
  } finally {
    await act(() => setLanguage('en', { remember: false }));
    stop();
  }
}

describe('DiplomaPage', () => {
  it('says it is checking, then shows a diploma signed with the issuer’s published key as valid: who, which path, when, by whom', async () => {
    const asked = serveDiploma(server, await world());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer diploma' })).toBeInTheDocument();
    expect(within(verdict()).getByText('Checking the signature and the revocation status…')).toBeInTheDocument();
    expect(await within(verdict()).findByRole('heading', { level: 3, name: /Valid diploma/ })).toBeInTheDocument();
    expect(within(verdict()).getByText('The signature matches the issuer’s public key and the diploma has not been revoked.')).toBeInTheDocument();
    const facts = within(verdict()).getByText('Awarded to').closest('dl')!;
    const pairs = [...facts.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Awarded to', 'Sara Malik'],
      ['Career path', 'Cloud Engineer'],
      ['Issued on', 'March 12, 2026'],
      ['Issued by', 'Ilm Cloud'],
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Keys and status come from the platform's own API, after the diploma itself.
    expect(asked).toEqual(expect.arrayContaining([`/diplomas/${DIPLOMA_ID}/`, '/.well-known/jwks.json', '/diplomas/status-list/']));
  });

  it('shows a diploma whose bit is set in the signed status list as revoked, with when and why', async () => {
    const revoked = await world({ statusList: await statusList(issuer, [3]) });
    revoked.record = { ...revoked.record, revoked_at: '2026-05-02T10:00:00.000Z', revocation_reason: 'The declaration was found to be false.' };
    serveDiploma(server, revoked);
    open();
    expect(await within(await screen.findByRole('region', { name: 'Verification' })).findByRole('heading', { name: /Revoked diploma/ })).toBeInTheDocument();
    expect(
      within(verdict()).getByText('The signature is genuine, but the issuer has revoked this diploma: it no longer certifies its career path.'),
    ).toBeInTheDocument();
    expect(within(verdict()).getByText('Revoked on').nextElementSibling).toHaveTextContent('May 2, 2026');
    expect(within(verdict()).getByText('Reason').nextElementSibling).toHaveTextContent('The declaration was found to be false.');
    expect(within(verdict()).queryByText(/Valid diploma/)).not.toBeInTheDocument();
  });

  it('keeps a diploma valid while other diplomas’ bits are set', async () => {
    serveDiploma(server, await world({ statusList: await statusList(issuer, [2, 4, 11]) }));
    open();
    expect(await within(await screen.findByRole('region', { name: 'Verification' })).findByRole('heading', { name: /Valid diploma/ })).toBeInTheDocument();
  });

  it('says a diploma whose content was changed after signing is invalid: its signature does not match', async () => {
    const genuine = await world();
    const forged = tamper(genuine.record.jwt, (payload) => {
      (payload.credentialSubject as { name: string }).name = 'Mallory Impostor';
    });
    serveDiploma(server, { ...genuine, record: { ...genuine.record, jwt: forged } });
    open();
    expect(await within(await screen.findByRole('region', { name: 'Verification' })).findByRole('heading', { name: /Invalid diploma/ })).toBeInTheDocument();
    expect(within(verdict()).getByText('Do not rely on this diploma: it could not be verified.')).toBeInTheDocument();
    expect(within(verdict()).getByText('Its signature does not match its content: it was changed after it was signed.')).toBeInTheDocument();
    expect(screen.queryByText('Mallory Impostor')).not.toBeInTheDocument();
  });

  it('says a diploma signed with a key the issuer has not published is invalid', async () => {
    const stranger = await makeSigner();
    serveDiploma(server, { ...(await world()), record: diplomaRecord(await sign(stranger, credential())) });
    open();
    expect(await within(await screen.findByRole('region', { name: 'Verification' })).findByRole('heading', { name: /Invalid diploma/ })).toBeInTheDocument();
    expect(within(verdict()).getByText('It was signed with a key its issuer has not published.')).toBeInTheDocument();
  });

  it('says a credential signed by the issuer’s key but naming another issuer is invalid', async () => {
    const jwt = await sign(
      issuer,
      credential({ issuer: { id: 'did:web:elsewhere.example', type: ['Profile'], name: 'Elsewhere', url: 'https://elsewhere.example/' } }),
    );
    serveDiploma(server, { ...(await world()), record: diplomaRecord(jwt) });
    open();
    expect(await within(await screen.findByRole('region', { name: 'Verification' })).findByText('It names another issuer than Ilm Cloud.')).toBeInTheDocument();
  });

  it('says a genuine credential served under another diploma’s number is invalid', async () => {
    const jwt = await sign(issuer, credential({ id: 'urn:uuid:0d6f2c1a-1111-4000-8000-000000000000' }));
    serveDiploma(server, { ...(await world()), record: diplomaRecord(jwt) });
    open();
    expect(
      await within(await screen.findByRole('region', { name: 'Verification' })).findByText(
        'Its signed credential belongs to another diploma than the one at this address.',
      ),
    ).toBeInTheDocument();
  });

  it('says a diploma that is not a signed credential is invalid: malformed', async () => {
    serveDiploma(server, { ...(await world()), record: diplomaRecord('', { jwt: 'not-a-jwt' }) });
    open();
    expect(
      await within(await screen.findByRole('region', { name: 'Verification' })).findByText('It is not a well-formed signed credential.'),
    ).toBeInTheDocument();
  });

  it('does not trust a status list the issuer did not sign', async () => {
    const stranger = await makeSigner();
    serveDiploma(server, await world({ statusList: await statusList(stranger) }));
    open();
    expect(
      await within(await screen.findByRole('region', { name: 'Verification' })).findByText(
        'Its revocation status cannot be trusted: the status list is not signed by its issuer.',
      ),
    ).toBeInTheDocument();
  });

  it('says the check could not finish when the keys cannot be fetched, and tries again', async () => {
    const ok = await world();
    serveDiploma(server, ok);
    let failures = 2; // the API client tries a 503 twice
    server.use(
      http.get(`${API}.well-known/jwks.json`, () =>
        failures-- > 0 ? HttpResponse.json({ statusCode: 503, message: 'Unavailable' }, { status: 503 }) : HttpResponse.json({ keys: ok.keys }),
      ),
    );
    open();
    const region = await screen.findByRole('region', { name: 'Verification' });
    expect(await within(region).findByText('We could not finish checking this diploma.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('heading', { name: /Valid diploma/ })).toBeInTheDocument();
  });

  it('says no diploma with this number exists, and the server answers 404', async () => {
    serveDiploma(server, await world());
    const head: PageHeadRecord = { jsonLd: [] };
    open('0d6f2c1a-0000-4000-8000-000000000000', head);
    expect(await screen.findByRole('heading', { level: 1, name: 'No diploma with this number exists' })).toBeInTheDocument();
    expect(head.notFound).toBe(true);
    expect(description()).toBe('No diploma with this number exists. Check the address printed under the diploma’s QR code.');
    expect(screen.queryByRole('region', { name: 'Verification' })).not.toBeInTheDocument();
  });

  it('names the diploma in the title and describes it with what the learner chose to print only', async () => {
    serveDiploma(server, await world());
    open();
    await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer diploma' });
    expect(document.title).toBe('Cloud Engineer diploma of Sara Malik | Top Class Cloud and Security Training');
    expect(description()).toBe(
      'The Cloud Engineer diploma Ilm Cloud issued to Sara Malik. Open the page to check its signature and revocation status in your browser.',
    );
    expect(document.body).not.toHaveTextContent('@');
    await checkedValid();
  });

  it('lists the skills it proves, the labs of its career path, and its number and key left to right', async () => {
    const diploma = await world();
    serveDiploma(server, diploma);
    open();
    const details = await screen.findByRole('region', { name: 'About this diploma' });
    const skills = await within(details).findAllByRole('listitem');
    expect(skills.map((item) => within(item).getByRole('link'))).toEqual([
      within(details).getByRole('link', { name: 'Files and permissions' }),
      within(details).getByRole('link', { name: 'Azure start' }),
    ]);
    expect(within(details).getByRole('link', { name: 'Files and permissions' })).toHaveAttribute('href', '/labs/linux-files-and-permissions');
    expect(within(details).getByRole('link', { name: 'Cloud Engineer' })).toHaveAttribute('href', '/career-paths/cloud-engineer');
    expect(within(details).getByText(DIPLOMA_ID)).toHaveAttribute('dir', 'ltr');
    expect(within(details).getByText(diploma.record.kid)).toHaveAttribute('dir', 'ltr');
    await checkedValid();
  });

  it('offers the PDF, the LinkedIn link, and copies the page’s link', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const diploma = await world();
    serveDiploma(server, diploma);
    open();
    const share = await screen.findByRole('region', { name: 'Download and share' });
    expect(within(share).getByRole('link', { name: 'Download the diploma (PDF)' })).toHaveAttribute('href', diploma.record.pdf_url);
    const linkedin = within(share).getByRole('link', { name: 'Add to LinkedIn profile (opens in a new tab)' });
    expect(linkedin).toHaveAttribute('href', diploma.record.linkedin_url);
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(share).getByRole('button', { name: 'Copy the link to this page' }));
    expect(await within(share).findByText('Link copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/diplomas/${DIPLOMA_ID}`);
    await checkedValid();
  });

  it.each([
    ['ar', 'دبلوم صالح', 'التحقّق'],
    ['ur', 'مستند ڈپلومہ', 'تصدیق'],
  ] as const)('in %s, reads right to left with the verdict in that language, the diploma’s number left to right', async (language, valid, region) => {
    serveDiploma(server, await world());
    await inLanguage(language, async () => {
      open();
      const card = await screen.findByRole('region', { name: region });
      expect(await within(card).findByRole('heading', { name: new RegExp(valid) })).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      expect(document.documentElement).toHaveAttribute('lang', language);
      expect(screen.getByText(DIPLOMA_ID)).toHaveAttribute('dir', 'ltr');
    });
  });
});
