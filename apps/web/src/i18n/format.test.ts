import { describe, expect, it } from 'vitest';
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

describe('formatNumber', () => {
  it('writes a count the way each language does', () => {
    expect(formatNumber(1234, 'en-US')).toBe('1,234');
    expect(formatNumber(1234, 'pt-BR')).toBe('1.234');
    expect(formatNumber(12345, 'es')).toBe('12.345');
  });
});
