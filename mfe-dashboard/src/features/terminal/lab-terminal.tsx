import { useEffect, useRef, useState } from 'react';
import type { Terminal } from '@xterm/xterm';
import { useTranslation } from '@ilm/shared/i18n';
import { Trans } from '@ilm/shared/i18n/trans';
import { NAMESPACE } from '../../i18n';
import { requestTerminalTicket, terminalSocketUrl } from './terminal.api';
import { TerminalConnection, type TerminalState } from './terminal-connection';
import { loadXterm } from './xterm';
import styles from './terminal.module.css';

const SCREEN_READER_KEY = 'ilm.dashboard.terminal.screenReader';

const readScreenReaderChoice = () => {
  try {
    return localStorage.getItem(SCREEN_READER_KEY) === 'on';
  } catch {
    return false;
  }
};

/** Copy with Ctrl+C while text is selected (or Ctrl+Shift+C), paste with the browser, leave with Shift+Tab. */
function keyHandler(terminal: Terminal) {
  return (event: KeyboardEvent): boolean => {
    if (event.type !== 'keydown') return true;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && key === 'c' && (event.shiftKey || terminal.hasSelection())) {
      void navigator.clipboard?.writeText(terminal.getSelection()).catch(() => undefined);
      terminal.clearSelection();
      event.preventDefault();
      return false;
    }
    // Left to the browser: its paste event reaches xterm, which sends the text (bracketed) to the shell.
    if ((event.ctrlKey || event.metaKey) && key === 'v') return false;
    // Keyboard users need a way out: Tab belongs to the shell (completion), Shift+Tab to the page.
    if (key === 'tab' && event.shiftKey) return false;
    return true;
  };
}

/**
 * The running lab's terminal: xterm.js over the API's ticketed WebSocket
 * (docs/decisions/0004-lab-drivers.md#terminal). It fits its box, reconnects by itself and
 * replays what it missed, and has xterm's screen-reader mode as a toggle.
 */
export function LabTerminal({ instanceId }: { instanceId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const screen = useRef<HTMLDivElement>(null);
  const terminal = useRef<Terminal | null>(null);
  const connection = useRef<TerminalConnection | null>(null);
  const [state, setState] = useState<TerminalState>('connecting');
  const [loadFailed, setLoadFailed] = useState(false);
  const [screenReader, setScreenReader] = useState(readScreenReaderChoice);

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    loadXterm().then(
      ({ Terminal, FitAddon, WebLinksAddon }) => {
        const element = screen.current;
        if (disposed || !element) return;
        const term = new Terminal({
          cursorBlink: true,
          // The site's code font (the `--ilm-font-mono` token): xterm draws on a canvas and takes a family list, not CSS.
          fontFamily: getComputedStyle(element).getPropertyValue('--ilm-font-mono').trim() || 'monospace',
          fontSize: 14,
          scrollback: 5000,
          screenReaderMode: readScreenReaderChoice(),
          theme: { background: '#0b1220', foreground: '#e2e8f0', cursor: '#facc15', selectionBackground: '#334155' },
        });
        const fit = new FitAddon();
        term.loadAddon(fit);
        term.loadAddon(new WebLinksAddon());
        term.attachCustomKeyEventHandler(keyHandler(term));
        term.open(element);
        term.textarea?.setAttribute('aria-label', t('terminal.inputLabel'));
        const link = new TerminalConnection({
          requestTicket: () => requestTerminalTicket(instanceId),
          socketUrl: terminalSocketUrl,
          onOutput: (data) => term.write(data),
          onState: (next) => {
            if (!disposed) setState(next);
          },
        });
        term.onData((data) => link.send(data));
        term.onResize(({ cols, rows }) => link.resize(cols, rows));
        const refit = () => {
          try {
            fit.fit();
          } catch {
            // Not laid out yet (hidden): the next resize fits it.
          }
        };
        const observer = new ResizeObserver(refit);
        observer.observe(element);
        refit();
        link.resize(term.cols, term.rows);
        link.start();
        terminal.current = term;
        connection.current = link;
        cleanup = () => {
          observer.disconnect();
          link.dispose();
          term.dispose();
          terminal.current = null;
          connection.current = null;
        };
      },
      () => {
        if (!disposed) setLoadFailed(true);
      },
    );
    return () => {
      disposed = true;
      cleanup();
    };
    // The terminal belongs to one instance; the language of its label does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instanceId]);

  function toggleScreenReader() {
    const next = !screenReader;
    setScreenReader(next);
    if (terminal.current) terminal.current.options.screenReaderMode = next;
    try {
      localStorage.setItem(SCREEN_READER_KEY, next ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }

  const down = loadFailed || ['ended', 'refused', 'crowded', 'offline', 'exited'].includes(state);
  const canRestart = !loadFailed && (state === 'offline' || state === 'exited' || state === 'crowded');
  return (
    <section className={styles.panel} aria-labelledby="terminal-title">
      <div className={styles.bar}>
        <h2 id="terminal-title" className={styles.title}>
          {t('terminal.title')}
        </h2>
        <p className={styles.state} role="status">
          <span className={`${styles.dot} ${state === 'open' && !loadFailed ? styles.dotOpen : down ? styles.dotDown : ''}`} aria-hidden="true" />
          {loadFailed ? t('terminal.loadFailed') : t(`terminal.state.${state}`)}
        </p>
        <div className={styles.tools}>
          {canRestart && (
            <button type="button" className={styles.tool} onClick={() => connection.current?.start()}>
              {state === 'exited' ? t('terminal.newShell') : t('terminal.reconnect')}
            </button>
          )}
          <button type="button" className={styles.tool} aria-pressed={screenReader} onClick={toggleScreenReader}>
            {t('terminal.screenReader')}
          </button>
          <button type="button" className={styles.tool} onClick={() => terminal.current?.focus()} disabled={loadFailed}>
            {t('terminal.focus')}
          </button>
        </div>
      </div>
      <div ref={screen} className={styles.screen} dir="ltr" data-testid="lab-terminal" />
      <p className={styles.help}>
        <Trans t={t} i18nKey="terminal.help" components={{ kbd: <kbd /> }} />
      </p>
    </section>
  );
}
