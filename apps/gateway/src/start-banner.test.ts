import { describe, expect, it } from 'vitest';
import { parseEnv } from './config/env';
import { startBanner } from './start-banner';

describe('the start banner', () => {
  it('names the upstream by its origin, never a base path that may hold a key', () => {
    const parsed = parseEnv({ UPSTREAM_URL: 'https://api.example.com:8443/tenant/K3yInPath/' });
    if (!parsed.ok) throw new Error(parsed.message);
    const printed = startBanner(8080, parsed.env).join('\n');
    expect(printed).toContain(
      'portal listening on http://localhost:8080 (proxy mode → https://api.example.com:8443 (and a base path, not shown))',
    );
    expect(printed).not.toContain('K3yInPath');
  });

  it('names an upstream without a path as it is', () => {
    expect(startBanner(9000, { UPSTREAM_URL: 'http://10.0.0.5:9100', RECORD_DIR: undefined })).toEqual([
      'portal listening on http://localhost:9000 (proxy mode → http://10.0.0.5:9100)',
    ]);
  });

  it('shows the demo account in simulator mode', () => {
    expect(startBanner(8080, { UPSTREAM_URL: undefined, RECORD_DIR: undefined })).toEqual([
      'portal listening on http://localhost:8080 (simulator mode)',
      'demo account: demo@example.com / Demo@Portal2026',
    ]);
  });
});
