import { describe, expect, it } from 'vitest';
import { BORDEREAU_STATUSES, RECORD_STATUSES, STATUS_COLOURS, statusPalette } from './status-colours';

/**
 * WCAG 2.x contrast ratio of two #rrggbb colours. A local copy until this branch meets slice A's
 * helper (branding/contrast.ts, contrastRatio): the integrator switches this test to it.
 */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('status colours', () => {
  it('the local contrast function gives the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(Object.entries(STATUS_COLOURS))(
    '%s: its text reads on its background at AA (4.5:1)',
    (_state, colours) => {
      expect(contrast(colours.text, colours.bg)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('has every state of spec section 4 (records and bordereaux)', () => {
    expect(RECORD_STATUSES).toHaveLength(9);
    expect(BORDEREAU_STATUSES).toHaveLength(7);
    for (const state of [...RECORD_STATUSES, ...BORDEREAU_STATUSES])
      expect(STATUS_COLOURS).toHaveProperty(state);
  });

  it('flattens into the palette Joy writes as CSS variables', () => {
    expect(statusPalette()).toMatchObject({
      errorBg: '#fce4e4',
      errorText: '#8a1c1c',
      finishedBg: '#e6e9ee',
    });
  });
});
