import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A request path to the app route that serves it ('/policy-details/[id]'), or undefined. */
export type RouteOf = (path: string) => string | undefined;

interface RoutesManifest {
  staticRoutes?: { page: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
}

/**
 * Next names the route of a request it renders (next.route), but not of one the proxy answers
 * itself, and its spans carry the raw path (a policy number, a query string). The build's routes
 * manifest holds every route with the pattern Next matches it by, in Next's order (the
 * catch-all last), so any path can be named by its route instead.
 */
export function routePatterns(manifest: RoutesManifest): RouteOf {
  const statics = new Set((manifest.staticRoutes ?? []).map((r) => r.page));
  const dynamics = (manifest.dynamicRoutes ?? []).map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  return (raw) => {
    const path = raw.split('?', 1)[0]!.replace(/(.)\/+$/, '$1');
    if (statics.has(path)) return path;
    return dynamics.find((r) => r.regex.test(path))?.page;
  };
}

/** The routes of the build this server runs (next.config.mjs builds into NEXT_DIST_DIR when set). */
export function routePatternsOfBuild(): RouteOf {
  try {
    const file = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'routes-manifest.json');
    return routePatterns(JSON.parse(readFileSync(file, 'utf8')) as RoutesManifest);
  } catch {
    return () => undefined;
  }
}
