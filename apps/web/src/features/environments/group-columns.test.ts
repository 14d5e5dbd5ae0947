import { describe, expect, it } from 'vitest';
import {
  breakpointVars,
  cardsInRow,
  GROUP_COLUMNS,
  groupSpan,
  packScore,
  pageColumns,
} from './group-columns';

describe('groupSpan', () => {
  it('a lone card takes one column at every width', () => {
    expect(groupSpan(1)).toEqual({ xs: 1, sm: 1, md: 1, lg: 1 });
  });

  it('a group takes as many columns as cards, up to the row', () => {
    expect(groupSpan(2)).toEqual({ xs: 1, sm: 2, md: 2, lg: 2 });
    expect(groupSpan(3)).toEqual({ xs: 1, sm: 2, md: 3, lg: 3 });
    expect(groupSpan(9)).toEqual(GROUP_COLUMNS);
  });

  it('an empty group still has a column', () => {
    expect(groupSpan(0)).toEqual({ xs: 1, sm: 1, md: 1, lg: 1 });
  });

  it('never spans more than the page has', () => {
    expect(groupSpan(3, pageColumns([3]))).toEqual({ xs: 1, sm: 2, md: 3, lg: 3 });
  });
});

describe('pageColumns', () => {
  it('keeps the full row when the cards fill it', () => {
    expect(pageColumns([8])).toEqual(GROUP_COLUMNS);
    for (const sizes of [
      [2, 2],
      [2, 2, 2],
      [1, 4],
    ])
      expect(pageColumns(sizes).lg, sizes.join('+')).toBe(GROUP_COLUMNS.lg);
    // Two groups of two on three columns would each leave one empty: two columns, both rows full.
    expect(pageColumns([2, 2]).md).toBe(2);
  });

  it('takes one column fewer where groups of mixed sizes would leave a row short', () => {
    // Three then two on four columns: an empty column beside the three, two beside the two.
    expect(pageColumns([3, 2]).lg).toBe(3);
    expect(pageColumns([2, 3]).lg).toBe(3);
    expect(pageColumns([3, 3]).lg).toBe(3);
    expect(pageColumns([3, 2, 1]).lg).toBe(3);
    // Six cards: two full rows of three rather than four and two.
    expect(pageColumns([6]).lg).toBe(3);
  });

  it('never takes fewer columns when that costs a row', () => {
    expect(pageColumns([7]).lg).toBe(4);
    expect(pageColumns([4, 1]).lg).toBe(4);
    expect(pageColumns([3, 1, 2, 2]).lg).toBe(4);
  });

  it('keeps phones at one column and never goes under two elsewhere', () => {
    for (const sizes of [[3, 2], [2, 3], [5], [1, 1, 1, 1, 1]]) {
      const columns = pageColumns(sizes);
      expect(columns.xs, sizes.join('+')).toBe(1);
      expect(columns.sm, sizes.join('+')).toBe(2);
      expect(columns.md, sizes.join('+')).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives two cards the whole wide row, whether in one group or two', () => {
    expect(pageColumns([2])).toEqual({ xs: 1, sm: 2, md: 2, lg: 2 });
    expect(pageColumns([1, 1])).toEqual({ xs: 1, sm: 2, md: 2, lg: 2 });
  });

  it('gives three cards three columns on a wide screen', () => {
    expect(pageColumns([1, 1, 1])).toEqual({ xs: 1, sm: 2, md: 3, lg: 3 });
  });

  it('keeps two columns for a lone card, so it is not stretched across the page', () => {
    expect(pageColumns([1])).toEqual({ xs: 1, sm: 2, md: 2, lg: 2 });
    expect(pageColumns([])).toEqual({ xs: 1, sm: 2, md: 2, lg: 2 });
  });

  it('the groups of few cards fill the row they are given', () => {
    for (const sizes of [[2], [1, 1], [1, 2], [3]]) {
      const columns = pageColumns(sizes);
      const used = sizes.reduce((sum, cards) => sum + groupSpan(cards, columns).lg, 0);
      expect(used, sizes.join('+')).toBe(columns.lg);
    }
  });
});

describe('packScore', () => {
  it('counts the rows and the cells left empty, the last row included', () => {
    expect(packScore([3, 2], 4)).toEqual({ rows: 2, empty: 3 });
    expect(packScore([3, 2], 3)).toEqual({ rows: 2, empty: 1 });
    expect(packScore([1, 3], 4)).toEqual({ rows: 1, empty: 0 });
  });

  it('wraps a group wider than the row inside its span', () => {
    expect(packScore([6], 4)).toEqual({ rows: 2, empty: 2 });
    expect(packScore([1, 5], 4)).toEqual({ rows: 3, empty: 6 });
  });
});

describe('cardsInRow', () => {
  it('counts an empty group as one card', () => {
    expect(cardsInRow([0, 2])).toBe(3);
  });
});

describe('breakpointVars', () => {
  it('names a count per width, for the stylesheet to read', () => {
    expect(breakpointVars('cols', groupSpan(2))).toEqual({
      '--cols-xs': 1,
      '--cols-sm': 2,
      '--cols-md': 2,
      '--cols-lg': 2,
    });
  });
});
