import { describe, expect, it } from 'vitest';
import {
  AA_LARGE,
  AA_TEXT,
  contrastRatio,
  DARK_TEXT,
  ensureContrast,
  mixColors,
  normalizeColor,
  parseColor,
  readableTextOn,
  relativeLuminance,
  WHITE,
} from './contrast';

describe('parseColor', () => {
  it('reads #rgb and #rrggbb', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor(' #000A62 ')).toEqual([0, 10, 98]);
  });

  it('refuses what it cannot measure', () => {
    for (const value of ['red', '#ffff', 'rgb(1, 2, 3)', 'hsl(0 0% 0%)', ''])
      expect(parseColor(value), value).toBeUndefined();
    expect(normalizeColor('tomato', '#000A62')).toBe('#000a62');
    expect(normalizeColor('#ABC', '#000')).toBe('#aabbcc');
  });
});

describe('contrastRatio', () => {
  it('follows WCAG 2 (known pairs)', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#fff', '#767676')).toBe(contrastRatio('#767676', '#fff'));
  });
});

describe('readableTextOn', () => {
  it('puts white on dark colours and dark text on light ones', () => {
    expect(readableTextOn('#000A62')).toBe(WHITE);
    expect(readableTextOn('#0064af')).toBe(WHITE);
    expect(readableTextOn('#ffd400')).toBe(DARK_TEXT);
    expect(readableTextOn('#F4F6F8')).toBe(DARK_TEXT);
  });
});

describe('ensureContrast', () => {
  it('keeps a colour that already reaches the ratio', () => {
    expect(ensureContrast('#000A62', WHITE, AA_TEXT)).toBe('#000a62');
  });

  it('darkens a light brand colour on white just enough', () => {
    const result = ensureContrast('#357FFA', WHITE, AA_TEXT);
    expect(contrastRatio(result, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(result, WHITE)).toBeLessThan(4.8);
    expect(relativeLuminance(result)).toBeLessThan(relativeLuminance('#357FFA'));
  });

  it('lightens on a dark background', () => {
    const result = ensureContrast('#000A62', '#111111', AA_LARGE);
    expect(contrastRatio(result, '#111111')).toBeGreaterThanOrEqual(AA_LARGE);
    expect(relativeLuminance(result)).toBeGreaterThan(relativeLuminance('#000A62'));
  });

  it('reaches the ratio against every background of a list', () => {
    const bgs = [WHITE, '#F4F6F8', mixColors('#ff8800', WHITE, 0.9)];
    const result = ensureContrast('#ff8800', bgs, AA_TEXT);
    for (const bg of bgs) expect(contrastRatio(result, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('gives the better extreme when nothing reaches the ratio', () => {
    // Mid grey reaches 4.5:1 against both black and white, but nothing reaches 7:1 against both.
    const grey = ensureContrast('#777', ['#000', '#fff'], AA_TEXT);
    expect(Math.min(contrastRatio(grey, '#000'), contrastRatio(grey, '#fff'))).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
    expect(ensureContrast('#777', ['#000', '#fff'], 7)).toBe('#000000');
  });
});

describe('mixColors', () => {
  it('moves from one colour to the other', () => {
    expect(mixColors('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mixColors('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});
