import { useTranslation } from '@ilm/shared/i18n';
import { ActionLinks, type CallToAction } from './call-to-action';
import { PLATFORM_NAMESPACE } from './i18n';
import styles from './platform.module.css';

/** Props of {@link PlatformHero}. */
export interface PlatformHeroProps {
  title: string;
  eyebrow?: string;
  lead?: string;
  actions: readonly CallToAction[];
  /** A picture of a lab's terminal beside the text (pages about the labs). */
  terminal?: boolean;
}

/** The top of a platform page: what it is about (the page's only h1), why it matters, and what to do next. */
export function PlatformHero({ title, eyebrow, lead, actions, terminal = false }: PlatformHeroProps) {
  return (
    <header className={terminal ? `${styles.hero} ${styles.heroWithTerminal}` : styles.hero}>
      <div className={styles.heroText}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.heroTitle}>{title}</h1>
        {lead && <p className={styles.heroLead}>{lead}</p>}
        <ActionLinks actions={actions} tone="dark" />
      </div>
      {terminal && <LabTerminalPicture />}
    </header>
  );
}

// Commands from the "Files and permissions" lab: what a learner types in a first lab.
const COMMANDS = ['mkdir ~/projects', 'chmod 750 ~/projects', 'ls -ld ~/projects'];

/** Decoration only (hidden from assistive technology): the page's text already says what a lab is. */
function LabTerminalPicture() {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <div className={styles.terminal} aria-hidden="true">
      <div className={styles.terminalBar}>
        <span />
        <span />
        <span />
      </div>
      <pre className={styles.terminalBody} dir="ltr">
        {COMMANDS.map((command) => (
          <span key={command} className={styles.command}>
            {command}
          </span>
        ))}
      </pre>
      <p className={styles.passed}>{t('terminal.passed')}</p>
    </div>
  );
}
