import { useTranslation } from '@ilm/shared/i18n';
import styles from './page-intro.module.css';

/** Props of {@link PageIntro}: where the page's strings live (`<ns>:<page>.title` and `.intro`). */
export interface PageIntroProps {
  ns: string;
  page: string;
}

/** A page's heading and the paragraph that says what the page is for. */
export function PageIntro({ ns, page }: PageIntroProps) {
  const { t } = useTranslation(ns);
  return (
    <header className={styles.intro}>
      <h1 className={styles.title}>{t(`${page}.title`)}</h1>
      <p className={styles.lead}>{t(`${page}.intro`)}</p>
    </header>
  );
}
