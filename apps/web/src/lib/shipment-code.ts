/**
 * A carrier code split for reading aloud at a counter and by a screen reader (issue 48): letters apart from digits,
 * digits in threes ('LR123456785BR' → LR 123 456 785 BR), a lone last digit kept with the group before it, so nobody
 * reads '1234567890' as one long number.
 */
export function codeGroups(code: string): string[] {
  const runs = code.trim().match(/[0-9]+|[^0-9\s]+/g) ?? [];
  const groups: string[] = [];
  for (const run of runs) {
    if (!/^[0-9]/.test(run)) {
      groups.push(run);
      continue;
    }
    const digits = run.match(/.{1,3}/g) ?? [];
    if (digits.length > 1 && digits[digits.length - 1]!.length === 1) {
      const last = digits.pop()!;
      digits[digits.length - 1] += last;
    }
    groups.push(...digits);
  }
  return groups;
}
