import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BrandingConfig, brandingFromJson, DEFAULT_BRANDING } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { brandTokens } from './brand-tokens';
import { AA_LARGE, AA_TEXT, contrastRatio, DARK_TEXT, WHITE } from './contrast';
import { brandVariables } from './load-branding';
import { themeFor } from './theme';

const SAMPLES = '../../../gateway/sample-branding/';
function sample(path: string): BrandingConfig {
  const json: unknown = JSON.parse(
    readFileSync(fileURLToPath(new URL(SAMPLES + path, import.meta.url)), 'utf8'),
  );
  const config = brandingFromJson(json);
  if (!config) throw new Error(`${path} is not a valid branding config`);
  return config;
}

const CONFIGS: [string, BrandingConfig][] = [
  ['built-in defaults', DEFAULT_BRANDING],
  ['base', sample('config.json')],
  ...(['acme', 'globex', 'initech'] as const).map((c): [string, BrandingConfig] => [
    c,
    sample(`clients/${c}/config.json`),
  ]),
];

/** Every text/background pair the portal draws with brand colours, and the ratio it needs. */
function pairs(branding: BrandingConfig): [string, string, string, number][] {
  const t = brandTokens(branding);
  const list: [string, string, string, number][] = [
    ['button text on the brand colour', t.onApp, t.app, AA_TEXT],
    ['button text, hovered', t.onApp, t.appHover, AA_TEXT],
    ['button text, pressed', t.onApp, t.appActive, AA_TEXT],
    ['link on white', t.link, WHITE, AA_TEXT],
    ['link on the page background', t.link, t.pageBg, AA_TEXT],
    ['link on the soft tint', t.link, t.softBg, AA_TEXT],
    ['link on the soft tint, hovered', t.link, t.softHoverBg, AA_TEXT],
    ['footer text on the logo background', t.onLogoBg, t.logoBg, AA_TEXT],
    ['title band text', t.onBand, t.band, AA_TEXT],
    ['text on the secondary colour', t.onSecondary, t.secondary, AA_TEXT],
    ['focus ring on white', t.focus, WHITE, AA_LARGE],
    ['focus ring on the page background', t.focus, t.pageBg, AA_LARGE],
    ['body text on the page background', DARK_TEXT, t.pageBg, AA_TEXT],
  ];
  // Without a scrim the side panel's text sits right on each of the banner's colours.
  if (t.bannerScrim === 'transparent')
    for (const c of [branding.imageLoginBackgroundColor, branding.backgroundColor, branding.appColor])
      list.push([`side panel text on ${c}`, t.onBanner, c, AA_TEXT]);
  return list;
}

describe.each(CONFIGS)('the %s branding', (_name, branding) => {
  it('reaches WCAG AA for every brand-coloured text', () => {
    for (const [what, fg, bg, min] of pairs(branding))
      expect(contrastRatio(fg, bg), `${what}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
  });

  it('feeds the same colours to the Joy theme and to the CSS variables', () => {
    const t = brandTokens(branding);
    const primary = themeFor(branding).colorSchemes.light.palette.primary;
    expect(primary.solidBg).toBe(t.app);
    expect(primary.solidColor).toBe(t.onApp);
    expect(primary.plainColor).toBe(t.link);
    expect(primary.outlinedColor).toBe(t.link);
    expect(primary.softColor).toBe(t.link);
    const variables = brandVariables(branding);
    expect(variables['--portal-app-color']).toBe(t.app);
    expect(variables['--portal-on-app-color']).toBe(t.onApp);
    expect(variables['--portal-link-color']).toBe(t.link);
    expect(variables['--portal-on-logo-bg']).toBe(t.onLogoBg);
  });
});

describe('brandTokens', () => {
  it('puts dark text on a light brand colour and keeps links readable (globex teal)', () => {
    const t = brandTokens(sample('clients/globex/config.json'));
    expect(t.onApp).toBe(DARK_TEXT);
    expect(t.app).toBe('#2dd4bf');
    expect(t.link).not.toBe('#2dd4bf');
  });

  it('puts dark text on a light logo bar (acme white, initech yellow)', () => {
    expect(brandTokens(sample('clients/acme/config.json')).onLogoBg).toBe(DARK_TEXT);
    expect(brandTokens(sample('clients/initech/config.json')).onLogoBg).toBe(DARK_TEXT);
  });

  it('adds a scrim behind the side panel text over an image or colours it cannot read on', () => {
    expect(brandTokens(sample('clients/acme/config.json')).bannerScrim).not.toBe('transparent');
    expect(brandTokens(DEFAULT_BRANDING).bannerScrim).not.toBe('transparent');
    const dark = {
      ...DEFAULT_BRANDING,
      imageLoginBackgroundColor: '#000A62',
      backgroundColor: '#001',
      appColor: '#102',
    };
    expect(brandTokens(dark).bannerScrim).toBe('transparent');
  });

  it('copes with colours it cannot measure (named colours): the defaults', () => {
    const t = brandTokens({ ...DEFAULT_BRANDING, appColor: 'rebeccapurple' });
    expect(t.app).toBe(DEFAULT_BRANDING.appColor.toLowerCase());
  });
});
