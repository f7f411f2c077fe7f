// Types for runtime.mjs, so the browser tests' fixtures (TypeScript) start servers the same way npm start does.
export const root: string;
export function standaloneServer(): string;
export function buildIfNeeded(options?: { exitOnFailure?: boolean }): boolean;
export function resolveEnv(base?: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv & Record<string, string>; embedded: boolean };
export function waitFor(url: string, ms?: number): Promise<void>;
export function startAll(resolved: { env: NodeJS.ProcessEnv; embedded: boolean }): Promise<void>;
