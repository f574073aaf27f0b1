/**
 * Defined before every check (docs/rules/lab-format.md#scripts): `fail "en" "ar" "ur"` prints the
 * reason in the learner's language (`LAB_LANG`) as `FAIL: …` and ends the check as not passed.
 */
const FAIL_HELPER = `fail() { case "\${LAB_LANG:-en}" in ar) printf 'FAIL: %s\\n' "\${2:-$1}";; ur) printf 'FAIL: %s\\n' "\${3:-$1}";; *) printf 'FAIL: %s\\n' "$1";; esac; exit 1; }`;

/**
 * A step's check as it runs: the `fail` helper, the lab's shared check code (its `check-lib.sh`, when
 * it has one), then the check.
 */
export function checkScript(check: string, lib?: string | null): string {
  return lib ? `${FAIL_HELPER}\n${lib}\n${check}` : `${FAIL_HELPER}\n${check}`;
}

/** The reason a check gave for not passing: its first `FAIL:` line, or undefined. */
export function failReason(output: string): string | undefined {
  return /^FAIL:\s*(.+)$/m.exec(output)?.[1]?.trim() || undefined;
}
