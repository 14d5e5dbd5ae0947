import type { Env } from './config/env';

/**
 * The upstream as the start log names it: its origin only. A base path is not shown: an operator
 * may have put a key in it (/api/KEY), and config/env.ts already refused credentials, a query, a
 * fragment and path parameters.
 */
export function shownUpstream(upstreamUrl: string): string {
  const url = new URL(upstreamUrl);
  return url.pathname === '/' ? url.origin : `${url.origin} (and a base path, not shown)`;
}

/** What the gateway prints once it listens. */
export function startBanner(port: number, env: Pick<Env, 'UPSTREAM_URL' | 'RECORD_DIR'>): string[] {
  const lines: string[] = [];
  const mode = env.UPSTREAM_URL ? `proxy mode → ${shownUpstream(env.UPSTREAM_URL)}` : 'simulator mode';
  lines.push(`portal listening on http://localhost:${port} (${mode})`);
  if (!env.UPSTREAM_URL) lines.push('demo account: demo@example.com / Demo@Portal2026');
  if (env.RECORD_DIR !== undefined) {
    lines.push(
      env.UPSTREAM_URL
        ? `recording each browser session, redacted, to ${env.RECORD_DIR} (turn it into a scenario: pnpm sim record FILE --name NAME)`
        : 'RECORD_DIR is ignored in simulator mode: export a world from the QA picker instead',
    );
  }
  return lines;
}
