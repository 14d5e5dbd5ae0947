import { brandVariables, DEFAULT_BRANDING } from '@portal/contracts/branding';
import type { Client } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { drawsFirstPaint, firstPaint, withFirstPaint } from './first-paint';

const client = (name: string): Client => ({ client_uuid: name.toLowerCase(), name, environments: [] });
const BRANDING = { ...DEFAULT_BRANDING, logoUrl: '/clients/acme/logo.svg', backgroundColor: '#fedcba' };
const PAGE = '<!doctype html><html><body><div id="root"></div><script src="/x.js"></script></body></html>';

describe('firstPaint', () => {
  it("names the clients as the title band does, in the branding's colours, with its logo", () => {
    const paint = firstPaint(BRANDING, { clients: [client('Acme'), client('Globex')], updatePlugin: false });
    expect(paint).toContain('<p class="first-paint-title">Acme · Globex</p>');
    expect(paint).toContain('src="/clients/acme/logo.svg"');
    const variables = brandVariables(BRANDING);
    for (const name of ['--portal-logo-bg', '--portal-background-color', '--portal-on-background-color'])
      expect(paint).toContain(`${name}:${variables[name]}`);
    // The page's own landmarks and headings come with the app; this copy is not announced.
    expect(paint).toMatch(/^<div class="first-paint" aria-hidden="true"/);
  });

  it('draws nothing where the page shows no band: one client, none, a plugin update first, no list', () => {
    expect(firstPaint(BRANDING, { clients: [client('Acme')], updatePlugin: false })).toBeUndefined();
    expect(firstPaint(BRANDING, { clients: [], updatePlugin: false })).toBeUndefined();
    expect(
      firstPaint(BRANDING, { clients: [client('Acme'), client('Globex')], updatePlugin: true }),
    ).toBeUndefined();
    expect(firstPaint(BRANDING, undefined)).toBeUndefined();
  });

  it("escapes a client's name and the branding's logo address", () => {
    const paint =
      firstPaint(
        { ...BRANDING, logoUrl: '"><script>alert(1)</script>' },
        { clients: [client('<img src=x onerror=alert(1)>'), client('A & B')], updatePlugin: false },
      ) ?? '';
    expect(paint).not.toMatch(/<script|<img src=x/);
    expect(paint).toContain('&lt;img src=x onerror=alert(1)&gt; · A &amp; B');
  });
});

describe('drawsFirstPaint', () => {
  it('names the environments page, with or without a slash or a query', () => {
    for (const url of ['/home/environments', '/home/environments/', '/home/environments?lng=es'])
      expect(drawsFirstPaint(url), url).toBe(true);
  });

  it('leaves out / (its guard sends a signed-in visitor on) and every other page', () => {
    for (const url of ['/', '/?lng=es', '/messages', '/apps/c1', '/home/environments/x'])
      expect(drawsFirstPaint(url), url).toBe(false);
  });
});

describe('withFirstPaint', () => {
  it("puts the paint inside the page's empty root, where the app's first render replaces it", () => {
    expect(withFirstPaint(PAGE, '<p>x</p>')).toBe(
      PAGE.replace('<div id="root"></div>', '<div id="root"><p>x</p></div>'),
    );
  });

  it('leaves the page as it is without a paint, or without an empty root', () => {
    expect(withFirstPaint(PAGE, undefined)).toBe(PAGE);
    expect(withFirstPaint('<div id="root">x</div>', '<p>x</p>')).toBe('<div id="root">x</div>');
  });

  it('takes a paint holding $& as text', () => {
    expect(withFirstPaint(PAGE, "<p>$& $'</p>")).toContain('<div id="root"><p>$& $\'</p></div>');
  });
});
