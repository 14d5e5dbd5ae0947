import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import {
  apiHeaders,
  DOCUMENT_ONLY_HEADERS,
  helmetOptions,
  RECAPTCHA_SOURCES,
  securityHeaders,
} from './security-headers';

const cspOf = (recaptcha: boolean, frameOrigins: readonly string[] = []): Map<string, string> => {
  const csp =
    new Map(securityHeaders(helmetOptions({ recaptcha, frameOrigins }))).get('content-security-policy') ?? '';
  return new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(' ')] as const;
    }),
  );
};

describe('the Content-Security-Policy and the bot check (ALLOW_RECAPTCHA)', () => {
  it('names no Google origin and frames nothing by default', () => {
    const csp = cspOf(false);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('default-src')).toBe("'self'");
    expect([...csp.values()].join(' ')).not.toMatch(/google|gstatic/);
  });

  it('adds only the reCAPTCHA script and frame paths when allowed; the rest stays as tight', () => {
    const csp = cspOf(true);
    expect(csp.get('script-src')).toBe(`'self' ${RECAPTCHA_SOURCES.script.join(' ')}`);
    expect(csp.get('frame-src')).toBe(`'self' ${RECAPTCHA_SOURCES.frame.join(' ')}`);
    for (const source of [...RECAPTCHA_SOURCES.script, ...RECAPTCHA_SOURCES.frame]) {
      expect(source).toMatch(/^https:\/\/[a-z.]+\/recaptcha\/$/);
    }
    const without = cspOf(false);
    for (const [name, sources] of without) {
      if (name !== 'script-src') expect(csp.get(name), name).toBe(sources);
    }
    expect(csp.get('connect-src')).toBe("'self'");
  });
});

describe('the Content-Security-Policy and the RemoteApp frame (ALLOWED_FRAME_ORIGINS)', () => {
  const remoteApp = ['https://apps.acme.example', 'https://rdweb.globex.example:8443'];

  it('lets the portal frame the RemoteApp hosts, and only those', () => {
    const csp = cspOf(false, remoteApp);
    expect(csp.get('frame-src')).toBe(`'self' ${remoteApp.join(' ')}`);
    // Framing them lets nothing else of theirs in: scripts and calls stay the portal's own.
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });

  it('keeps the reCAPTCHA frame paths beside them when both are allowed', () => {
    expect(cspOf(true, remoteApp).get('frame-src')).toBe(
      `'self' ${remoteApp.join(' ')} ${RECAPTCHA_SOURCES.frame.join(' ')}`,
    );
  });

  it('names each origin once, bare (a trailing slash would make it a path source)', () => {
    const csp = cspOf(false, ['https://apps.acme.example/', 'https://apps.acme.example']);
    expect(csp.get('frame-src')).toBe("'self' https://apps.acme.example");
  });

  it('frames nothing but the portal without them (default-src applies)', () => {
    expect(cspOf(false, []).has('frame-src')).toBe(false);
  });

  it('the gateway sends them from its configuration', async () => {
    const app = await buildTestApp({ ALLOWED_FRAME_ORIGINS: remoteApp });
    try {
      const res = await app.inject({ url: '/healthz' });
      expect(String(res.headers['content-security-policy'])).toContain(
        `frame-src 'self' ${remoteApp.join(' ')}`,
      );
    } finally {
      await app.close();
    }
  });
});

describe('the headers a session-cookie portal sends', () => {
  const headers = new Map(securityHeaders(helmetOptions({ recaptcha: false })));

  it('forbids <base> and frames of the portal, and turns off features it never uses', () => {
    expect(cspOf(false).get('base-uri')).toBe("'none'");
    expect(cspOf(false).get('frame-ancestors')).toBe("'none'");
    // OWASP ASVS 5.0 3.4.6: the obsolete header must not say less than frame-ancestors does.
    expect(headers.get('x-frame-options')).toBe('DENY');
    const policy = headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    // A RemoteApp frame needs these.
    expect(policy).not.toMatch(/clipboard|fullscreen/);
  });

  it('names only features Chromium knows: an unknown one logs a console warning on every page', () => {
    // Chromium's policy-controlled features among those a portal might turn off ('bluetooth' is
    // not one: it made every page warn "Unrecognized feature").
    const chromium = new Set([
      'accelerometer',
      'camera',
      'display-capture',
      'geolocation',
      'gyroscope',
      'hid',
      'magnetometer',
      'microphone',
      'midi',
      'payment',
      'serial',
      'usb',
    ]);
    const features = (headers.get('permissions-policy') ?? '').split(', ').map((d) => d.replace(/=.*$/, ''));
    expect(features.filter((f) => !chromium.has(f))).toEqual([]);
  });

  it("keeps the rest of helmet's set", () => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    // OWASP ASVS 5.0 3.4.1: a year at least, and (level 2) every sub-domain of the portal's host.
    const hsts = headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(hsts).toContain('includeSubDomains');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});

describe("an API answer's headers (tRPC's JSON)", () => {
  const all = securityHeaders(helmetOptions({ recaptcha: false }));

  it('keeps every header that protects a JSON answer, and only the document-only ones go', () => {
    const api = new Map(apiHeaders(all));
    expect([...api.keys()].sort()).toEqual(
      [
        'content-security-policy',
        'cross-origin-resource-policy',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
      ].sort(),
    );
    // The one global policy, not a second one for the API (ASVS 5.0 3.4.3).
    expect(api.get('content-security-policy')).toBe(new Map(all).get('content-security-policy'));
    // Every header named document-only is one helmet's set (or the gateway) really sends.
    for (const name of DOCUMENT_ONLY_HEADERS) expect(new Map(all).has(name), name).toBe(true);
  });

  it("the gateway sends the API set on the tRPC routes' answers and the whole set on every other", async () => {
    const app = await buildTestApp({});
    try {
      const names = (headers: Record<string, unknown>) =>
        new Set(Object.keys(headers).filter((name) => new Map(all).has(name)));
      const apiSet = new Set(apiHeaders(all).map(([name]) => name));
      const query = '?batch=1&input=%7B%7D';
      const answers = [
        await app.inject({ url: `/trpc/auth.session${query}` }),
        await app.inject({ method: 'HEAD', url: `/trpc/auth.session${query}` }),
        // tRPC's own 404 and 405 (a mutation by GET), and a cross-site request refused before it.
        await app.inject({ url: `/trpc/no.such${query}` }),
        await app.inject({ url: `/trpc/auth.logout${query}` }),
        await app.inject({ url: `/trpc/auth.session${query}`, headers: { 'sec-fetch-site': 'cross-site' } }),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 405, 403]);
      for (const res of answers) expect(names(res.headers), res.raw.req.url).toEqual(apiSet);
      // The route that answers decides, not the address's first letters: none of these is tRPC's.
      for (const url of ['/healthz', '/no/such/file.js', '/trpc', '/trpc/a/b']) {
        const res = await app.inject({ url });
        expect(names(res.headers), url).toEqual(new Set(all.map(([name]) => name)));
      }
    } finally {
      await app.close();
    }
  });
});
