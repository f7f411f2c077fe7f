// npm start: build if needed, then the sandbox core (unless UPSTREAM_URL is set) and the portal.
import { buildIfNeeded, resolveEnv, startAll } from './runtime.mjs';

buildIfNeeded();
await startAll(resolveEnv());
