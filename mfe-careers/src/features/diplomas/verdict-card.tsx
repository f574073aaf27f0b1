import type { OpenBadgeCredential } from '@ilm/contract';
import { useTranslation } from '@ilm/shared/i18n';
import { useQuery } from '@ilm/shared/query';
import { ErrorState, layoutClasses as ui } from '@ilm/shared/ui';
import type { Diploma } from './diplomas.api';
import { Fact } from './fact';
import { verificationQuery } from './diplomas.queries';
import { DIPLOMAS_NAMESPACE } from './i18n';
import { useLongDate } from '../common/long-date';
import type { Verification } from './verify-diploma';
import styles from './diplomas.module.css';

/** The verdict's sign beside its words (decoration: the words say it). */
const MARKS = { valid: '✓', revoked: '!', invalid: '✕' } as const;

/**
 * The one verdict of the diploma's check, made in the browser: valid, revoked (when, why) or
 * invalid (why). Until then, and on the server, it says it is checking. What it states about the
 * learner, the path and the issuer comes from the credential it verified, not from the record.
 */
export function VerdictCard({ diploma }: { diploma: Diploma }) {
  const { t } = useTranslation(DIPLOMAS_NAMESPACE);
  const check = useQuery(verificationQuery(diploma));
  const result = check.data;
  return (
    <section className={ui.card} aria-labelledby="diploma-verdict">
      <h2 id="diploma-verdict" className={ui.sectionTitle}>
        {t('verdict.title')}
      </h2>
      <div aria-live="polite" aria-busy={!result}>
        {result ? (
          <Verdict result={result} diploma={diploma} />
        ) : check.isError && !check.isFetching ? (
          <ErrorState message={t('verdict.failed')} onRetry={() => void check.refetch()} />
        ) : (
          <p className={styles.checking}>
            <span className={styles.ring} aria-hidden="true" />
            {t('verdict.checking')}
          </p>
        )}
      </div>
    </section>
  );
}

function Verdict({ result, diploma }: { result: Verification; diploma: Diploma }) {
  const { t } = useTranslation(DIPLOMAS_NAMESPACE);
  const date = useLongDate();
  if (result.verdict === 'invalid') {
    return (
      <div className={`${styles.verdict} ${styles.invalid}`}>
        <h3 className={styles.verdictTitle}>
          <span className={styles.mark} aria-hidden="true">
            {MARKS.invalid}
          </span>
          {t('verdict.invalid.title')}
        </h3>
        <p>{t('verdict.invalid.body')}</p>
        <dl className={styles.facts}>
          <Fact term={t('verdict.why')}>{t(`verdict.reason.${result.reason}`, { issuer: diploma.issuer.name })}</Fact>
        </dl>
      </div>
    );
  }
  const revoked = result.verdict === 'revoked';
  return (
    <div className={`${styles.verdict} ${revoked ? styles.revoked : styles.valid}`}>
      <h3 className={styles.verdictTitle}>
        <span className={styles.mark} aria-hidden="true">
          {MARKS[result.verdict]}
        </span>
        {t(`verdict.${result.verdict}.title`)}
      </h3>
      <p>{t(`verdict.${result.verdict}.body`)}</p>
      <dl className={styles.facts}>
        <CredentialFacts credential={result.credential} />
        {revoked && diploma.revoked_at && <Fact term={t('verdict.revokedOn')}>{date(diploma.revoked_at)}</Fact>}
        {revoked && diploma.revocation_reason && <Fact term={t('verdict.reasonLabel')}>{diploma.revocation_reason}</Fact>}
      </dl>
    </div>
  );
}

/** Who, which career path, when and by whom: as the signed credential says it. */
function CredentialFacts({ credential }: { credential: OpenBadgeCredential }) {
  const { t } = useTranslation(DIPLOMAS_NAMESPACE);
  const date = useLongDate();
  return (
    <>
      {/* Written as signed: a name or path in another script keeps its own direction. */}
      <Fact term={t('verdict.awardedTo')}>
        <bdi>{credential.credentialSubject.name}</bdi>
      </Fact>
      <Fact term={t('verdict.careerPath')}>
        <bdi>{credential.credentialSubject.achievement.name}</bdi>
      </Fact>
      <Fact term={t('verdict.issuedOn')}>{date(credential.validFrom)}</Fact>
      <Fact term={t('verdict.issuedBy')}>
        <bdi>{credential.issuer.name}</bdi>
      </Fact>
    </>
  );
}
