/**
 * Every story test fails when something calls `console.error` while it runs (loaders, render,
 * play): React reports its own bugs that way (act, key, DOM nesting, controlled/uncontrolled), and
 * so do MUI's prop checks. A story whose point is an error declares it in the parameter
 * `expectedConsoleErrors`, and each declared pattern must then be logged at least once, so a stale
 * declaration fails too (docs/conventions.md, Stories).
 */

/** What a story declares about the console errors it means to cause. */
export interface ConsoleErrorParameters {
  expectedConsoleErrors?: readonly RegExp[];
}

/** A failure lists this many messages, each cut to this length: enough to find the cause. */
const MAX_REPORTED = 10;
const MAX_MESSAGE = 1500;

const logged: string[] = [];
let watching = false;

/** A log argument as the console would show it; an Error keeps its first stack line. */
function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

/** Fills printf-style placeholders the way the console does (React's warnings use `%s`). */
export function formatConsoleMessage(args: readonly unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(describe).join(' ');
  let next = 0;
  const text = first.replace(/%([sdifoOc%])/g, (placeholder, kind: string) => {
    if (kind === '%') return '%';
    if (next >= rest.length) return placeholder;
    const value = rest[next++];
    return kind === 'c' ? '' : describe(value);
  });
  return [text, ...rest.slice(next).map(describe)].join(' ');
}

/**
 * What the browser itself reports and Vitest forwards as an error, though nothing in the page
 * failed: Chromium's notice that a ResizeObserver callback changed layout, whose remaining
 * notifications arrive in the next frame (FullCalendar sizes itself that way). Its timing depends
 * on load, so a story could neither avoid it nor declare it reliably.
 */
const BROWSER_NOTICES = [/ResizeObserver loop completed with undelivered notifications/];

/**
 * React's act() notices, which here say something about the harness, not the component:
 * @storybook/react 10 sets `IS_REACT_ACT_ENVIRONMENT` for each act and puts it back only when its
 * result is awaited, which testing-library's user-event wrapper does not do, so after a typed or
 * clicked step the flag stays on and any later update (a tooltip's timer, a query's answer) is
 * reported as "not wrapped in act" (storybookjs/storybook#34708, fix proposed in #34999). A
 * browser never sets the flag, so no user can meet them.
 */
const HARNESS_NOTICES = [/not wrapped in act\(/, /suspended inside an `act` scope/];

/** Starts recording `console.error` calls (once per page); the console still shows them. */
export function watchConsoleErrors(): void {
  if (watching) return;
  watching = true;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const message = formatConsoleMessage(args);
    const notice = [...BROWSER_NOTICES, ...HARNESS_NOTICES].some((known) => known.test(message));
    if (!notice) logged.push(message);
    original(...args);
  };
}

/** Drops what was logged before a test starts, so each test answers only for its own errors. */
export function forgetConsoleErrors(): void {
  logged.length = 0;
}

/** What is wrong with the errors a story logged, given what it declared: empty when nothing. */
export function consoleErrorProblems(
  messages: readonly string[],
  expected: readonly RegExp[] = [],
): string[] {
  // `search` ignores a global pattern's lastIndex, so a `/…/g` declaration matches every time.
  const matches = (message: string, pattern: RegExp) => message.search(pattern) !== -1;
  const unexpected = messages.filter(
    (message) => !expected.some((pattern) => matches(message, pattern)),
  );
  const missing = expected.filter(
    (pattern) => !messages.some((message) => matches(message, pattern)),
  );
  const shown = unexpected
    .slice(0, MAX_REPORTED)
    .map((message) => `console.error: ${message.slice(0, MAX_MESSAGE)}`);
  if (unexpected.length > MAX_REPORTED) shown.push(`…and ${unexpected.length - MAX_REPORTED} more`);
  return [
    ...shown,
    ...missing.map((pattern) => `expectedConsoleErrors ${String(pattern)} was never logged`),
  ];
}

/** Takes the errors logged so far and fails when any is undeclared or a declared one is missing. */
export function failOnConsoleErrors(parameters: ConsoleErrorParameters = {}): void {
  const problems = consoleErrorProblems(logged.splice(0), parameters.expectedConsoleErrors);
  if (problems.length > 0) {
    throw new Error(
      `The story's console errors do not match its parameters.expectedConsoleErrors (fix the cause; declare only an error that is the point of the story):\n${problems.join('\n')}`,
    );
  }
}
