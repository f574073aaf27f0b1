import { http, HttpResponse } from 'msw';
import { API, createMockApi } from '@ilm/shared/testing';
import type { StepHelp } from '../features/hints/hints.api';
import type { LabDetail } from '../features/labs/labs.api';
import type { LabInstance } from '../features/instances/instances.api';
import type { LedgerEntry, TokenPack } from '../features/tokens/tokens.api';

export { API, get, list, signIn } from '@ilm/shared/testing';

/** A step's help before any hint or failed check, as `labs/instances/:id/hints/` answers it. */
export function stepHelp(overrides: Partial<StepHelp> = {}): StepHelp {
  return {
    step_index: 0,
    hints: [],
    tiers_total: 3,
    last_check: null,
    failed_checks: 0,
    solution_available: false,
    solution: null,
    solution_shown_at: null,
    ...overrides,
  };
}

/**
 * The network as the tests see it: every unknown request fails the test. The guide of a running
 * lab always asks for its step's help: that one is answered (no hint given yet) unless a test says otherwise.
 */
export const { server, setupMockApi } = createMockApi(
  http.get(`${API}labs/instances/:id/hints/`, ({ request }) =>
    HttpResponse.json(stepHelp({ step_index: Number(new URL(request.url).searchParams.get('step_index')) })),
  ),
);

/** A lab that runs here (a terminal in the page, steps checked by scripts). */
export const LAB: LabDetail = {
  slug: 'linux-files-and-permissions',
  title: 'Files and permissions',
  summary: 'Make folders and files and decide who may read them.',
  cloud: 'linux',
  level: 'beginner',
  duration_minutes: 30,
  token_cost: 2,
  tags: ['linux', 'shell'],
  environment: 'sandbox',
  launchable: true,
  rating: null,
  description: 'Work in a Linux shell: folders, files and their permissions.',
  objectives: ['Make folders and files', 'Set permissions with chmod'],
  steps: [
    { title: 'Make a folder', body: 'Make a folder named `projects` in your home folder:\n\n```\nmkdir ~/projects\n```', hint_tiers: 3, checked: true },
    { title: 'Write a note', body: 'Write `hello` into `~/projects/notes.txt`.', hint_tiers: 3, checked: true },
  ],
};

/** A lab that needs a cloud account this platform is not connected to: listed, never launched. */
export const CLOUD_LAB: LabDetail = {
  ...LAB,
  slug: 'aws-ec2-basics',
  title: 'AWS EC2 Basics',
  summary: 'Launch and connect to your first virtual server.',
  cloud: 'aws',
  environment: 'aws',
  launchable: false,
  tags: ['ec2'],
};

/** A lab instance in the given state, the way the API answers it. */
export function instance(overrides: Partial<LabInstance> = {}): LabInstance {
  const now = Date.now();
  const status = overrides.status ?? 'running';
  const running = status === 'running';
  const pending = status === 'provisioning' || status === 'requested';
  return {
    id: '0b9c1f8e-1111-4222-8333-444455556666',
    lab: { slug: LAB.slug, title: LAB.title },
    status,
    provisioner: 'local-sandbox',
    region: 'local',
    tokens_spent: 2,
    duration_minutes: 45,
    extensions: 0,
    max_extensions: 2,
    extend_token_cost: 1,
    steps: LAB.steps.map((_, index) => ({ index, passed: false, message: null, checked_at: null })),
    completed_at: null,
    failure_reason: null,
    ready_at: pending ? new Date(now + 20_000).toISOString() : null,
    started_at: running || status === 'expired' ? new Date(now - 60_000).toISOString() : null,
    expires_at: running ? new Date(now + 45 * 60_000).toISOString() : null,
    ended_at: running || pending ? null : new Date(now).toISOString(),
    seconds_remaining: running ? 45 * 60 : null,
    created_at: new Date(now - 90_000).toISOString(),
    ...overrides,
  };
}

export const PACKS: TokenPack[] = [
  { slug: 'tokens-10', name: '10 lab tokens', tokens: 10, price_usd: 10, price_usd_cents: 1000 },
  { slug: 'tokens-25', name: '25 lab tokens', tokens: 25, price_usd: 22.5, price_usd_cents: 2250 },
];

export function ledgerEntry(overrides: Partial<LedgerEntry> & Pick<LedgerEntry, 'id'>): LedgerEntry {
  return {
    delta: -2,
    balance_after: 18,
    reason: 'lab_launch',
    ref_type: 'lab_instance',
    ref_id: '0b9c1f8e-1111-4222-8333-444455556666',
    created_at: '2026-11-20T14:30:00.000Z',
    ...overrides,
  };
}
