/**
 * A clean console on every page (issue 11, item 17): the `page` fixture records every console warning and error and
 * every uncaught page error, and fails the test at its end when any was seen that the test did not declare.
 *
 * A test that provokes an error by design (an invalid code answered 400, another customer's protocol answered 404…)
 * declares it first with `expectConsoleMessage(pattern, why)`; Chromium then logs 'Failed to load resource: the server
 * responded with a status of 4xx', which is expected there and nowhere else. The declaration is a test annotation,
 * so the report shows which tests allowed what and why.
 */
import { test, type BrowserContext, type ConsoleMessage } from '@playwright/test';

const ANNOTATION = 'expected-console';

export interface ConsoleProblem {
  kind: 'warning' | 'error' | 'pageerror';
  text: string;
  /** Where the message came from (script URL:line), when the browser says. */
  at?: string;
}

/**
 * Declares that the current test logs a console message matching `pattern` by its own design. The pattern is matched
 * against '<text> at <source URL>:<line>', so a refused request can be named by its path, e.g.
 * /status of 429 .* at .*\/fastaccess\/code/. `why` is required so the reader sees what in the test causes it.
 */
export function expectConsoleMessage(pattern: RegExp, why: string): void {
  test.info().annotations.push({ type: ANNOTATION, description: `${pattern.source} (${why})` });
  declared(test.info()).push(pattern);
}

// The patterns by test; annotations hold text only, so the RegExp objects are kept here.
const patternsByTest = new WeakMap<object, RegExp[]>();

function declared(info: object): RegExp[] {
  let list = patternsByTest.get(info);
  if (!list) {
    list = [];
    patternsByTest.set(info, list);
  }
  return list;
}

/**
 * Starts recording the console warnings/errors and uncaught errors of every page of the context (a tab a test opens
 * with `context.newPage()` too); returns the live list.
 */
export function watchConsole(context: BrowserContext): ConsoleProblem[] {
  const problems: ConsoleProblem[] = [];
  context.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    if (type !== 'warning' && type !== 'error') return;
    const { url, lineNumber } = message.location();
    problems.push({ kind: type, text: message.text(), at: url ? `${url}:${lineNumber}` : undefined });
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, at: webError.page()?.url() });
  });
  return problems;
}

/** The recorded problems the current test did not declare with `expectConsoleMessage`. */
export function unexpectedConsoleProblems(problems: ConsoleProblem[]): ConsoleProblem[] {
  const allowed = declared(test.info());
  // An uncaught error is never part of a test's design: only console messages can be declared.
  return problems.filter(
    (problem) =>
      problem.kind === 'pageerror' ||
      !allowed.some((pattern) => pattern.test(`${problem.text} at ${problem.at ?? ''}`)),
  );
}
