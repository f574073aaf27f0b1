import { type Config, loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { createDiplomaService } from './diplomas.service';
import type { AdminArea } from '../../platform/admin';

/** The settings the diploma actions read: the key's source and the public addresses. */
export type DiplomasAdminSettings = Pick<Config, 'dataDir' | 'diplomaSigningKey' | 'publicSiteUrl' | 'publicApiUrl'>;

const REVOKE_USAGE = '<diploma id> [reason…]';

/**
 * Staff actions on diplomas: list them, revoke one (its bit is set in the status list, and its
 * verification page says revoked), and rotate the signing key (older diplomas stay verifiable: the
 * retired key stays published). `settings` is read when an action runs (the runner's configuration).
 */
export function createDiplomasAdmin(settings: () => DiplomasAdminSettings): AdminArea {
  const service = (db: Db) => createDiplomaService(db, settings());
  return {
    list: {
      summary: 'Lists every diploma, newest first: id, career path, name on it, issue date, and revocation if any.',
      usage: '',
      async run(db) {
        const rows = await service(db).all();
        if (rows.length === 0) return 'No diplomas have been issued.';
        return rows
          .map((row) =>
            [
              row.id,
              row.careerPathSlug,
              row.nameOnDiploma,
              row.issuedAt.toISOString(),
              row.revokedAt ? `revoked ${row.revokedAt.toISOString()}${row.revocationReason ? `: ${row.revocationReason}` : ''}` : 'valid',
            ].join('  '),
          )
          .join('\n');
      },
    },
    revoke: {
      summary: 'Revokes a diploma: the status list marks it, and its verification page and the verify:diploma script say revoked.',
      usage: REVOKE_USAGE,
      async run(db, args) {
        const [id, ...words] = args;
        if (!id) throw new Error(`usage: admin diplomas revoke ${REVOKE_USAGE}`);
        const reason = words.join(' ').trim() || null;
        const row = await service(db).revoke(id, reason);
        return `Diploma ${row.id} (${row.careerPathSlug}, ${row.nameOnDiploma}) revoked${reason ? `: ${reason}` : ''}.`;
      },
    },
    'rotate-key': {
      summary: 'A new Ed25519 key signs diplomas from now on; the old one is retired and stays published, so older diplomas still verify.',
      usage: '',
      async run(db) {
        const rotated = await service(db).keys.rotate();
        if (rotated.settingValue) {
          return [
            'DIPLOMA_SIGNING_KEY is set, so the key cannot be replaced from here. Put this new private key in that setting and restart the API:',
            rotated.settingValue,
            `It becomes the signer (key id ${rotated.kid}) when the API starts with it; the current key is then retired and stays published.`,
          ].join('\n');
        }
        return `Diplomas are now signed with key ${rotated.kid}.${rotated.retired.length ? ` Retired, still published: ${rotated.retired.join(', ')}.` : ''}`;
      },
    },
  };
}

/** The actions as `admin diplomas …` runs them, with the settings of the environment. */
export const diplomasAdmin = createDiplomasAdmin(() => loadConfig());
