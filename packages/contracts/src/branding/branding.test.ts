import { describe, expect, it } from 'vitest';
import { readSpec, specSection, tableRows } from '../testing/spec-files';
import { DEFAULT_BRANDING, localisedText } from './defaults';
import { brandingFromJson } from './from-json';
import { BrandingConfigSchema } from './schema';

const spec = readSpec();

describe('BrandingConfigSchema defaults, spec section 9', () => {
  it('maps primary #000A62, secondary #357FFA and background #0064af', () => {
    expect(DEFAULT_BRANDING.appColor).toBe('#000A62');
    expect(DEFAULT_BRANDING.logoBackgroundColor).toBe('#000A62');
    expect(DEFAULT_BRANDING.secondaryColor).toBe('#357FFA');
    expect(DEFAULT_BRANDING.imageLoginBackgroundColor).toBe('#357FFA');
    expect(DEFAULT_BRANDING.backgroundColor).toBe('#0064af');
    expect(DEFAULT_BRANDING.pageBackgroundColor).toBe('#F4F6F8');
  });

  it('uses header 45px and description 16px for login and multi-factor', () => {
    expect(DEFAULT_BRANDING.loginHeaderFontSize).toBe('45px');
    expect(DEFAULT_BRANDING.mfaHeaderFontSize).toBe('45px');
    expect(DEFAULT_BRANDING.loginDescriptionFontSize).toBe('16px');
    expect(DEFAULT_BRANDING.mfaDescriptionFontSize).toBe('16px');
  });

  it('has no reCAPTCHA site key by default (the bot check sends its stand-in) and keeps a configured one', () => {
    expect(DEFAULT_BRANDING.recaptchaSiteKey).toBe('');
    expect(BrandingConfigSchema.parse({}).recaptchaSiteKey).toBe('');
    expect(BrandingConfigSchema.parse({ recaptchaSiteKey: '6Lc-key' }).recaptchaSiteKey).toBe('6Lc-key');
    expect(BrandingConfigSchema.safeParse({ recaptchaSiteKey: 42 }).success).toBe(false);
  });

  it('defaults activeDirectoryType to internal and showNews to off', () => {
    expect(DEFAULT_BRANDING.activeDirectoryType).toBe('internal');
    expect(DEFAULT_BRANDING.showNews).toBe(false);
  });

  it.runIf(spec !== undefined)('agrees with the colours and font sizes of the spec file', () => {
    const rows = tableRows(specSection(spec ?? '', 9));
    const cell = (item: string) => rows.find((cells) => cells[0] === item)?.[1] ?? '';
    const colours = cell('Default config colours');
    expect(colours).toContain(`primary ${DEFAULT_BRANDING.appColor}`);
    expect(colours).toContain(`secondary ${DEFAULT_BRANDING.secondaryColor}`);
    expect(colours).toContain(`background ${DEFAULT_BRANDING.backgroundColor}`);
    expect(colours).toContain(`header font ${DEFAULT_BRANDING.loginHeaderFontSize}`);
    expect(colours).toContain(`description ${DEFAULT_BRANDING.loginDescriptionFontSize}`);
    expect(cell('Default page background')).toBe(DEFAULT_BRANDING.pageBackgroundColor);
  });

  it('fills in defaults under a partial config and keeps given values', () => {
    const config = BrandingConfigSchema.parse({ appColor: '#123456', title: 'Acme' });
    expect(config.appColor).toBe('#123456');
    expect(config.title).toBe('Acme');
    expect(config.backgroundColor).toBe('#0064af');
  });

  it('keeps unknown fields (other configuration fields are not shown)', () => {
    const config = BrandingConfigSchema.parse({ someFutureFlag: true });
    expect(config).toMatchObject({ someFutureFlag: true });
  });

  it('rejects wrong types and an out-of-range banner', () => {
    expect(BrandingConfigSchema.safeParse({ appColor: 1 }).success).toBe(false);
    expect(BrandingConfigSchema.safeParse({ showNews: 'yes' }).success).toBe(false);
    expect(BrandingConfigSchema.safeParse({ defaultBannerOption: 4 }).success).toBe(false);
    expect(BrandingConfigSchema.safeParse({ defaultBannerOption: 0 }).success).toBe(false);
    expect(BrandingConfigSchema.safeParse(null).success).toBe(false);
  });
});

describe('localisedText, spec section 2 (falls back to pt-BR)', () => {
  const texts = { Es: 'Hola', En: 'Hello', PtBr: 'Olá' };

  it('picks the language', () => {
    expect(localisedText(texts, 'es')).toBe('Hola');
    expect(localisedText(texts, 'en-US')).toBe('Hello');
    expect(localisedText(texts, 'pt-BR')).toBe('Olá');
  });

  it('falls back to pt-BR, then to empty', () => {
    expect(localisedText({ PtBr: 'Olá' }, 'en-US')).toBe('Olá');
    expect(localisedText({ PtBr: 'Olá' }, 'es')).toBe('Olá');
    expect(localisedText(texts, 'fr')).toBe('Olá');
    expect(localisedText({}, 'en-US')).toBe('');
  });

  it('treats an empty or blank translation as missing', () => {
    expect(localisedText({ En: '', PtBr: 'Olá' }, 'en-US')).toBe('Olá');
    expect(localisedText({ Es: '  ', PtBr: 'Olá' }, 'es')).toBe('Olá');
    expect(localisedText({ En: ' ', PtBr: '' }, 'en-US')).toBe('');
  });
});

describe('brandingFromJson (the browser reads branding without zod)', () => {
  const SAMPLES: unknown[] = [
    {},
    { title: 'Acme Cloud', appColor: '#123456' },
    { title: 'Acme', extra: { kept: true } },
    { loginHeader: { En: 'Hello', PtBr: 'Olá' } },
    { loginHeader: { En: 5 } },
    { mfaHeader: { En: 'Hi', Fr: 'Salut' } },
    { loginHeader: 'Hello' },
    { defaultBannerOption: 3 },
    { defaultBannerOption: 9 },
    { defaultBannerOption: 1.5 },
    { title: 5 },
    { showNews: 'yes' },
    { reload: true, showNews: false },
    null,
    [],
    'config',
  ];

  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with BrandingConfigSchema on %s',
    (_, sample) => {
      const parsed = BrandingConfigSchema.safeParse(sample);
      expect(brandingFromJson(sample)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );

  it('gives the schema defaults for an empty config', () => {
    expect(BrandingConfigSchema.parse({})).toEqual(DEFAULT_BRANDING);
  });
});
