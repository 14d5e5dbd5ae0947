import { describe, expect, it } from 'vitest';
import { cardsInRow, GROUP_COLUMNS, groupSpan, pageColumns, repeatColumns } from './group-columns';

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
    expect(pageColumns([2, 2])).toEqual(GROUP_COLUMNS);
    expect(pageColumns([6])).toEqual(GROUP_COLUMNS);
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

describe('cardsInRow', () => {
  it('counts an empty group as one card', () => {
    expect(cardsInRow([0, 2])).toBe(3);
  });
});

describe('repeatColumns', () => {
  it('gives equal tracks per width', () => {
    expect(repeatColumns(groupSpan(2))).toEqual({
      xs: 'repeat(1, minmax(0, 1fr))',
      sm: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(2, minmax(0, 1fr))',
    });
  });
});
