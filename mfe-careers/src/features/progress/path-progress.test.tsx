import { act, screen, within } from '@testing-library/react';
import type { PathProgress, Progress, ProgressLab } from '@ilm/contract';
import { setLanguage, syncDocumentLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import { get, server, setupMockApi, signIn } from '../../testing/mock-api';
import { ProgressCard } from './path-progress';

setupMockApi();
beforeEach(() => signIn());

const lab = (slug: string, title: string, completed_at: string | null = null): ProgressLab => ({ slug, title, completed_at, launchable: true });

function path(overrides: Partial<PathProgress> & Pick<PathProgress, 'slug' | 'title' | 'labs'>): PathProgress {
  const completed = overrides.labs.filter((item) => item.completed_at).length;
  return {
    kind: 'career_path',
    owned: false,
    completed,
    total: overrides.labs.length,
    next_lab: overrides.labs.find((item) => !item.completed_at) ?? null,
    completed_at: null,
    diploma_id: null,
    ...overrides,
  };
}

const CLOUD = path({
  slug: 'cloud-engineer',
  title: 'Cloud Engineer',
  owned: true,
  labs: [
    lab('linux-files-and-permissions', 'Files and permissions', '2026-11-20T10:00:00.000Z'),
    lab('git-basics', 'Git basics'),
    lab('azure-start', 'Azure start'),
  ],
});
const LINUX = path({
  kind: 'learning_path',
  slug: 'linux-foundations',
  title: 'Linux foundations',
  labs: [lab('linux-files-and-permissions', 'Files and permissions', '2026-11-20T10:00:00.000Z')],
  completed_at: '2026-11-20T10:00:00.000Z',
});

const answer = (progress: Progress) => server.use(get('me/progress/', progress));

describe('ProgressCard', () => {
  it('shows each career path and learning path with a progress bar, its count and the next lab', async () => {
    answer({ career_paths: [CLOUD], learning_paths: [LINUX] });
    renderWithShell(<ProgressCard />);
    const card = screen.getByRole('region', { name: 'Your progress' });
    expect(await within(card).findByRole('heading', { level: 3, name: 'Career paths' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Learning paths' })).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Progress in Cloud Engineer' })).toHaveAttribute('value', '1');
    expect(within(card).getByRole('progressbar', { name: 'Progress in Cloud Engineer' })).toHaveAttribute('max', '3');
    expect(within(card).getByText('1 of 3 labs completed')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Git basics' })).toHaveAttribute('href', '/labs/git-basics');
    expect(within(card).getByRole('link', { name: 'Cloud Engineer' })).toHaveAttribute('href', '/career-paths/cloud-engineer');
  });

  it('marks a path whose labs are all completed, says when, and links a learning path to its place in the list', async () => {
    answer({ career_paths: [], learning_paths: [LINUX] });
    renderWithShell(<ProgressCard />);
    const item = (await screen.findByRole('link', { name: 'Linux foundations' })).closest('li')!;
    expect(within(item).getByRole('link', { name: 'Linux foundations' })).toHaveAttribute('href', '/learning-paths#path-linux-foundations');
    expect(within(item).getByText('Completed')).toBeInTheDocument();
    expect(within(item).getByText('1 of 1 lab completed')).toBeInTheDocument();
    expect(within(item).getByText('Every lab completed on November 20, 2026.')).toBeInTheDocument();
    expect(within(item).queryByText('Next lab:')).not.toBeInTheDocument();
  });

  it('leads to the career paths while no lab’s checks have passed', async () => {
    answer({ career_paths: [], learning_paths: [] });
    renderWithShell(<ProgressCard />);
    expect(await screen.findByRole('heading', { name: 'No progress yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore career paths' })).toHaveAttribute('href', '/career-paths');
  });

  it('says so when the progress cannot be loaded', async () => {
    server.use(get('me/progress/', { statusCode: 500, message: 'Internal error' }, 500));
    renderWithShell(<ProgressCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your progress.');
  });

  it.each([
    ['ar', 'أُكمل 1 من 3 مختبرات', 'تقدّمك'],
    ['ur', '3 میں سے 1 لیبز مکمل', 'آپ کی پیش رفت'],
  ] as const)('in %s, reads right to left and counts labs in that language', async (language, count, title) => {
    answer({ career_paths: [CLOUD], learning_paths: [] });
    const stop = syncDocumentLanguage();
    await act(() => setLanguage(language, { remember: false }));
    try {
      renderWithShell(<ProgressCard />);
      expect(await screen.findByText(count)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    } finally {
      await act(() => setLanguage('en', { remember: false }));
      stop();
    }
  });
});
