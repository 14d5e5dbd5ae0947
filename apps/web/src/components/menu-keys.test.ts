import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './menu-keys';

describe('menuKeyTarget', () => {
  it('moves down and wraps to the first item', () => {
    expect(menuKeyTarget('ArrowDown', 0, 3)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 2, 3)).toBe(0);
  });
  it('moves up and wraps to the last item', () => {
    expect(menuKeyTarget('ArrowUp', 1, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, 3)).toBe(2);
  });
  it('starts at an end when nothing has focus', () => {
    expect(menuKeyTarget('ArrowDown', -1, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', -1, 3)).toBe(2);
  });
  it('jumps with Home and End', () => {
    expect(menuKeyTarget('Home', 2, 3)).toBe(0);
    expect(menuKeyTarget('End', 0, 3)).toBe(2);
  });
  it('ignores other keys and empty menus', () => {
    expect(menuKeyTarget('a', 0, 3)).toBeUndefined();
    expect(menuKeyTarget('ArrowDown', 0, 0)).toBeUndefined();
  });
});
