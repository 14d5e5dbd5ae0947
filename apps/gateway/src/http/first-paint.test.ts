import { brandVariables, DEFAULT_BRANDING } from '@portal/contracts/branding';
import type { Client } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { drawsFirstPaint, firstPaint, opensOnBand, withFirstPaint } from './first-paint';

const client = (name: string): Client => ({ client_uuid: name.toLowerCase(), name, environments: [] });
const TWO = { clients: [client('Acme'), client('Globex')], updatePlugin: false };
const BRANDING = { ...DEFAULT_BRANDING, logoUrl: '/clients/acme/logo.svg', backgroundColor: '#7a1c14' };
const PAGE =
  '<!doctype html>\n<html lang="en-US">\n<body><div id="root"></div><script src="/x.js"></script></body></html>';

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

describe('opensOnBand', () => {
  it('is the clients rule’s list: two clients or more, no plugin update first', () => {
    expect(opensOnBand(TWO)).toBe(true);
    expect(opensOnBand({ ...TWO, updatePlugin: true })).toBe(false);
    expect(opensOnBand({ clients: [client('Acme')], updatePlugin: false })).toBe(false);
    expect(opensOnBand({ clients: [], updatePlugin: false })).toBe(false);
    expect(opensOnBand(undefined)).toBe(false);
  });
});

describe('firstPaint', () => {
  it('names the clients as the title band does, with the logo, hidden from assistive technology', () => {
    const paint = firstPaint('/clients/acme/logo.svg', TWO);
    expect(paint).toContain('<p class="first-paint-title">Acme · Globex</p>');
    expect(paint).toContain('src="/clients/acme/logo.svg"');
    expect(paint).toMatch(/^<div class="first-paint" aria-hidden="true">/);
  });

  it("escapes a client's name and the logo's address", () => {
    const paint = firstPaint('"><script>alert(1)</script>', {
      clients: [client('<img src=x onerror=alert(1)>'), client('A & B')],
      updatePlugin: false,
    });
    expect(paint).not.toMatch(/<script|<img src=x/);
    expect(paint).toContain('&lt;img src=x onerror=alert(1)&gt; · A &amp; B');
  });
});

describe('withFirstPaint', () => {
  it("puts the paint in the page's empty root and the branding's colours on its root element", () => {
    const html = withFirstPaint(PAGE, BRANDING, TWO);
    expect(html).toContain(`<div id="root">${firstPaint(BRANDING.logoUrl, TWO)}</div>`);
    const style = /<html lang="en-US" style="([^"]*)">/.exec(html)?.[1] ?? '';
    for (const [name, value] of Object.entries(brandVariables(BRANDING)))
      expect(style).toContain(`${name}:${value}`);
    expect(style).toContain('--portal-background-color:#7a1c14');
  });

  it('leaves the page as it is without an empty root, an <html> tag, or with a style already there', () => {
    expect(withFirstPaint('<html><div id="root">x</div></html>', BRANDING, TWO)).toBe(
      '<html><div id="root">x</div></html>',
    );
    expect(withFirstPaint('<div id="root"></div>', BRANDING, TWO)).toBe('<div id="root"></div>');
    const styled = '<html style="color:red"><div id="root"></div></html>';
    expect(withFirstPaint(styled, BRANDING, TWO)).toBe(styled);
  });

  it('takes names holding $& as text', () => {
    const html = withFirstPaint(PAGE, BRANDING, {
      clients: [client("$& $'"), client('B')],
      updatePlugin: false,
    });
    expect(html).toContain('<p class="first-paint-title">$&amp; $&#39; · B</p>');
  });
});
