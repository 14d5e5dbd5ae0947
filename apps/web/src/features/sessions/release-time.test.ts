import { describe, expect, it } from 'vitest';
import { formatReleaseTime } from './release-time';

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
