/**
 * What config.ts and every module's own settings (modules/<m>/config.ts) share: the one error that lists every bad
 * variable, and the reading of a module's variables into that list. It imports no module, so config.ts can ask each
 * module for its problems before anything starts (issue 44) without an import cycle.
 */
import type { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = NodeJS.ProcessEnv | Record<string, string | undefined>;

/**
 * A module's variables (its schema's keys) parsed: empty strings count as unset, as in config.ts, and `defaults` fill
 * what is unset (the test run's own). Either the settings or every problem, each named by its variable.
 */
export function readSettings<S extends z.ZodObject>(
  schema: S,
  env: Env,
  defaults: Record<string, string> = {},
): { settings: z.infer<S>; problems: [] } | { settings: null; problems: string[] } {
  const cleaned: Record<string, string> = { ...defaults };
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  const parsed = schema.safeParse(cleaned);
  if (parsed.success) return { settings: parsed.data, problems: [] };
  return { settings: null, problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
}

/** The settings, or a ConfigError naming every bad variable. */
export function settingsOrThrow<S extends z.ZodObject>(
  schema: S,
  env: Env,
  defaults: Record<string, string> = {},
): z.infer<S> {
  const read = readSettings(schema, env, defaults);
  if (read.settings === null) throw new ConfigError(read.problems);
  return read.settings;
}
