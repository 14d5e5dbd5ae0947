import { describe, expect, it } from 'vitest';
import { GROUP_COLUMNS, groupSpan, repeatColumns } from './group-columns';

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
