import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AA_LARGE,
  AA_TEXT,
  type BrandingConfig,
  brandingFromJson,
  brandTokens,
  brandVariables,
  contrastRatio,
  DARK_TEXT,
  DEFAULT_BRANDING,
  WHITE,
} from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
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
    ['button text on the brand colour', t.onAppColor, t.appColor, AA_TEXT],
    ['button text, hovered', t.onAppColor, t.primaryHover, AA_TEXT],
    ['button text, pressed', t.onAppColor, t.primaryActive, AA_TEXT],
    ['link on white', t.linkColor, WHITE, AA_TEXT],
    ['link on the page background', t.linkColor, t.pageBg, AA_TEXT],
    ['link on the soft tint', t.linkColor, t.primarySoft, AA_TEXT],
    ['link on the soft tint, hovered', t.linkColor, t.primarySoftHover, AA_TEXT],
    ['footer text on the logo background', t.onLogoBg, t.logoBg, AA_TEXT],
    ['title band text', t.onBackgroundColor, t.backgroundColor, AA_TEXT],
    ['text on the secondary colour', t.onSecondaryColor, t.secondaryColor, AA_TEXT],
    ['focus ring on white', t.focusColor, WHITE, AA_LARGE],
    ['focus ring on the page background', t.focusColor, t.pageBg, AA_LARGE],
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
    expect(primary.solidBg).toBe(t.appColor);
    expect(primary.solidColor).toBe(t.onAppColor);
    expect(primary.plainColor).toBe(t.linkColor);
    expect(primary.outlinedColor).toBe(t.linkColor);
    expect(primary.softColor).toBe(t.linkColor);
    const variables = brandVariables(branding);
    expect(variables['--portal-app-color']).toBe(t.appColor);
    expect(variables['--portal-on-app-color']).toBe(t.onAppColor);
    expect(variables['--portal-link-color']).toBe(t.linkColor);
    expect(variables['--portal-on-logo-bg']).toBe(t.onLogoBg);
  });
});

describe('brandVariables', () => {
  it('names the CSS variables the stylesheets and the other screens use (docs/branding.md)', () => {
    expect(Object.keys(brandVariables(DEFAULT_BRANDING)).sort()).toEqual(
      [
        '--portal-app-color',
        '--portal-on-app-color',
        '--portal-primary-hover',
        '--portal-primary-active',
        '--portal-link-color',
        '--portal-primary-soft',
        '--portal-primary-soft-hover',
        '--portal-logo-bg',
        '--portal-on-logo-bg',
        '--portal-on-banner',
        '--portal-banner-scrim',
        '--portal-background-color',
        '--portal-on-background-color',
        '--portal-secondary-color',
        '--portal-on-secondary-color',
        '--portal-focus-color',
        '--portal-page-bg',
      ].sort(),
    );
  });

  it('each has a default in styles/base.css for the moment before the branding loads', () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../styles/base.css'), 'utf8');
    for (const name of Object.keys(brandVariables(DEFAULT_BRANDING))) expect(css, name).toContain(`${name}:`);
  });
});

describe('brandTokens', () => {
  it('puts dark text on a light brand colour and keeps links readable (globex teal)', () => {
    const t = brandTokens(sample('clients/globex/config.json'));
    expect(t.onAppColor).toBe(DARK_TEXT);
    expect(t.appColor).toBe('#2dd4bf');
    expect(t.linkColor).not.toBe('#2dd4bf');
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
    expect(t.appColor).toBe(DEFAULT_BRANDING.appColor.toLowerCase());
  });
});
