import { contrastRatio } from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
import { BORDEREAU_STATUSES, RECORD_STATUSES, STATUS_COLOURS, statusPalette } from './status-colours';

describe('status colours', () => {
  it.each(Object.entries(STATUS_COLOURS))(
    '%s: its text reads on its background at AA (4.5:1)',
    (_state, colours) => {
      expect(contrastRatio(colours.text, colours.bg)).toBeGreaterThanOrEqual(4.5);
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
