import { AA_TEXT, contrastRatio } from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
import { MARK_MOTIFS, markLetters, markPalette, resourceMark } from './resource-mark';

const BRAND = { appColor: '#0b5cad', secondaryColor: '#f2b705' };

describe('resource marks', () => {
  it('takes the initials of two words, or two letters of one', () => {
    expect(markLetters('ERP Desktop')).toBe('ED');
    expect(markLetters('Intranet')).toBe('In');
    expect(markLetters('  éxito   total ')).toBe('ÉT');
    expect(markLetters('2024 reports')).toBe('2R');
    expect(markLetters('CRM-web (beta)')).toBe('CW');
    expect(markLetters('X')).toBe('X');
    expect(markLetters('—')).toBe('?');
  });

  it('is the same for the same name, kind and branding', () => {
    expect(resourceMark('ERP Desktop', 'desktop', BRAND)).toEqual(
      resourceMark(' erp desktop', 'desktop', BRAND),
    );
  });

  it('varies across names so neighbours differ', () => {
    const names = ['ERP Desktop', 'Lab Desktop', 'Web Portal', 'CRM', 'Intranet', 'Wiki', 'Reports', 'Mail'];
    const looks = new Set(
      names.map((n) => JSON.stringify({ ...resourceMark(n, 'web', BRAND), letters: '' })),
    );
    expect(looks.size).toBeGreaterThan(4);
  });

  it('keeps its letters at AA on every tone, whatever the brand colours', () => {
    const brands = [
      BRAND,
      { appColor: '#ffffff', secondaryColor: '#ffff00' },
      { appColor: '#000000', secondaryColor: '#777777' },
      { appColor: 'not a colour', secondaryColor: 'rebeccapurple' },
    ];
    for (const brand of brands)
      for (let i = 0; i < 40; i++) {
        const mark = resourceMark(`Resource ${i}`, i % 2 ? 'web' : 'desktop', brand);
        expect(contrastRatio(mark.foreground, mark.background)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(MARK_MOTIFS).toContain(mark.motif);
        expect([0, 90, 180, 270]).toContain(mark.rotation);
      }
  });

  it('draws from the brand colours', () => {
    const palette = markPalette(BRAND.appColor, BRAND.secondaryColor);
    expect(palette).toHaveLength(6);
    expect(new Set(palette).size).toBe(6);
    expect(palette).toContain('#0b5cad');
    expect(palette).toContain('#f2b705');
    // A tone already at AA under its letters is used as it is: the brand colour itself shows.
    const backgrounds = new Set(
      Array.from({ length: 40 }, (_, i) => resourceMark(`App ${i}`, 'web', BRAND).background),
    );
    expect(backgrounds).toContain('#0b5cad');
  });
});
