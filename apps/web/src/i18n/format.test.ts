import { LANGUAGES } from '@portal/contracts/limits';
import { describe, expect, it, vi } from 'vitest';
import { clockText, formatNumber, formatReleaseTime } from './format';

describe('formatReleaseTime', () => {
  const iso = '2026-01-05T16:00:00.000Z';

  it('shows the instant on the user clock, in their language, naming the zone', () => {
    expect(formatReleaseTime(iso, 'en-US', 'America/Sao_Paulo')).toMatch(
      /^Monday, January 5, 2026 at 1:00\sPM \(Brasilia Standard Time\)$/,
    );
    expect(formatReleaseTime(iso, 'pt-BR', 'America/Sao_Paulo')).toMatch(
      /^segunda-feira, 5 de janeiro de 2026.*13:00/,
    );
    expect(formatReleaseTime(iso, 'es', 'Europe/Madrid')).toMatch(/^lunes, 5 de enero de 2026.*17:00/);
  });

  it('leaves out a value that is no date', () => {
    expect(formatReleaseTime('soon', 'en-US')).toBeUndefined();
  });
});

describe('clockText', () => {
  it('shows minutes and seconds, and hours past an hour', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(600)).toBe('10:00');
    expect(clockText(3725)).toBe('1:02:05');
  });

  it('rounds a part second up and never goes below zero (0:00 only once it is over)', () => {
    expect(clockText(59.2)).toBe('1:00');
    expect(clockText(0.4)).toBe('0:01');
    expect(clockText(-5)).toBe('0:00');
  });
});

/** What `run` gives, and how many Intl.NumberFormat it made meanwhile. */
async function countingFormatters<T>(run: () => Promise<T>): Promise<{ value: T; made: number }> {
  const Real = Intl.NumberFormat;
  let made = 0;
  Intl.NumberFormat = class extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      made += 1;
    }
  } as typeof Real;
  try {
    const value = await run();
    return { value, made };
  } finally {
    Intl.NumberFormat = Real;
  }
}

describe('formatNumber', () => {
  it('writes a count the way each language does', () => {
    expect(formatNumber(1234, 'en-US')).toBe('1,234');
    expect(formatNumber(1234, 'pt-BR')).toBe('1.234');
    expect(formatNumber(12345, 'es')).toBe('12.345');
  });

  it('writes every whole number under 1,000 as Intl does, in each language, without making a formatter', async () => {
    const expected = LANGUAGES.map((language) => {
      const format = new Intl.NumberFormat(language);
      return Array.from({ length: 1000 }, (_, n) => format.format(n));
    });
    const written = await countingFormatters(async () => {
      // A fresh copy of the module: no formatter kept from the tests above.
      vi.resetModules();
      const fresh = await import('./intl-format');
      return LANGUAGES.map((language) =>
        Array.from({ length: 1000 }, (_, n) => fresh.formatNumber(n, language)),
      );
    });
    expect(written.value).toEqual(expected);
    expect(written.made).toBe(0);
  });

  it("makes a language's formatter once, not once per number (a page formats many)", async () => {
    // A language no other test formats in, so its first call here is its first at all.
    const written = await countingFormatters(async () =>
      [1000, 2000, 3000].map((n) => formatNumber(n, 'de')),
    );
    expect(written.value).toEqual(['1.000', '2.000', '3.000']);
    expect(written.made).toBe(1);
  });
});
