/** Where tRPC's routes are mounted: the web app's API (`/trpc/<procedure>`). */
export const TRPC_PREFIX = '/trpc';

/** Paths that belong to APIs: an unknown one is a JSON 404, never the web app. */
export const API_PREFIXES = [TRPC_PREFIX, '/__sim', '/api'];

/** Whether `path` (without its query) is `prefix` itself or below it. */
export const isUnder = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);
