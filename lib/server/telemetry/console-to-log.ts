import 'server-only';
import { log } from '../log';

const LEVELS = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug' } as const;
const COLOURS = /\u001b\[[0-9;]*m/g;
/** Enough of a stack to find the place; the first line, which repeats the message, is left out. */
const FRAMES = 10;

/** An error as a log line may carry it: its type, Next's digest, where it was thrown, never its message. */
function errorFields(e: Error): Record<string, string> {
  const fields: Record<string, string> = { error: e.name };
  const digest = (e as { digest?: unknown }).digest;
  if (typeof digest === 'string') fields.digest = digest;
  const frames = e.stack?.split('\n').filter((l) => l.trimStart().startsWith('at '));
  if (frames?.length) fields.stack = frames.slice(0, FRAMES).join('\n');
  return fields;
}

/**
 * Makes everything written with console.* (Next's start-up lines, its and React's reports of a
 * thrown error, any library's warning) a JSON line of the portal's logger, so that each line on
 * stdout is JSON and scrubbed. Text is kept, an error becomes errorFields, any other value is
 * named by its type only: an object handed to console may be a customer's data.
 */
export function routeConsoleToLog(): void {
  for (const [method, level] of Object.entries(LEVELS) as [keyof typeof LEVELS, (typeof LEVELS)[keyof typeof LEVELS]][]) {
    console[method] = (...args: unknown[]) => {
      const words: string[] = [];
      let fields: Record<string, string> = {};
      for (const arg of args) {
        if (typeof arg === 'string') words.push(arg.replace(COLOURS, ''));
        else if (typeof arg === 'number' || typeof arg === 'boolean') words.push(String(arg));
        else if (arg instanceof Error) fields = { ...errorFields(arg), ...fields };
        else words.push(`[${arg === null ? 'null' : typeof arg}]`);
      }
      log[level]({ source: 'console', ...fields }, words.join(' ').trim());
    };
  }
}
