import type { RemotePage } from '@ilm/shared/contracts';
import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useQuery } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { useSession } from '@ilm/shared/stores';
import { buttonClass, PageHead, PageIntro, Skeleton } from '@ilm/shared/ui';
import { careerPathsQuery } from '../features/catalog/catalog.queries';
import { DiplomaDeclarationForm, FORMS_NAMESPACE } from '../features/forms';
import styles from '../features/forms/forms.module.css';
import { NAMESPACE } from '../i18n';

/**
 * /diploma-declaration: what the declaration is for everyone; the form for a signed-in learner, a
 * sign-in that comes back here for anyone else.
 */
export function DiplomaDeclarationPage() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const session = useSession().status;
  return (
    <>
      <PageHead description={t('diploma.description')} />
      <PageIntro ns={NAMESPACE} page="diplomaDeclaration" />
      <section className={styles.section} aria-labelledby="diploma-what-title">
        <h2 id="diploma-what-title" className={styles.sectionTitle}>
          {t('diploma.whatTitle')}
        </h2>
        <p className={styles.description}>{t('diploma.what')}</p>
      </section>
      {session === 'checking' && <Skeleton lines={6} />}
      {session === 'anonymous' && <SignInFirst />}
      {session === 'signed-in' && <Declaration />}
    </>
  );
}

function SignInFirst() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const back = { redirect: href('diploma-declaration') };
  return (
    <section className={styles.section} aria-labelledby="diploma-sign-in-title">
      <h2 id="diploma-sign-in-title" className={styles.sectionTitle}>
        {t('diploma.signInTitle')}
      </h2>
      <p className={styles.description}>{t('diploma.signInWhy')}</p>
      <p className={styles.actions}>
        <Link className={buttonClass()} to={href('sign-in', {}, back)}>
          {t('diploma.signIn')}
        </Link>
        <Link className={styles.inlineLink} to={href('sign-up', {}, back)}>
          {t('diploma.signUp')}
        </Link>
      </p>
    </section>
  );
}

function Declaration() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const careerPaths = useQuery(careerPathsQuery());
  return (
    <section className={styles.section} aria-labelledby="diploma-form-title">
      <h2 id="diploma-form-title" className={styles.sectionTitle}>
        {t('diploma.formTitle')}
      </h2>
      <QueryView query={careerPaths} lines={6} error={{ title: t('diploma.loadFailed'), message: t('marketing:catalog.unavailable') }}>
        {(paths) => <DiplomaDeclarationForm careerPaths={paths} />}
      </QueryView>
    </section>
  );
}

const DiplomaDeclaration: RemotePage = () => <DiplomaDeclarationPage />;
export default DiplomaDeclaration;
