import type { z } from 'zod';

/** The [path, message] pairs of a failed parse, or [] when it passed: what a form or an API error would show. */
export function issuesOf(result: z.ZodSafeParseResult<unknown>): [string, string][] {
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}
