/**
 * The two users of every sandbox (docs/rules/lab-sandbox.md#users), one place for their ids and
 * homes: the driver writes them into the sandbox's /etc/passwd, the entry program maps and becomes
 * them, `as-learner` switches to the learner.
 */
export const LEARNER = { name: 'learner', uid: 1000, home: '/home/learner' } as const;
export const CHECKER = { name: 'checker', uid: 1001, home: '/home/checker' } as const;
