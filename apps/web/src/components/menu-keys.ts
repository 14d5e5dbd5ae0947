/**
 * Where focus goes in a vertical menu for a key (WAI-ARIA menu pattern): arrows move and wrap,
 * Home and End jump. `undefined` for keys the menu does not handle.
 */
export function menuKeyTarget(key: string, focused: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return focused < 0 ? 0 : (focused + 1) % count;
    case 'ArrowUp':
      return focused < 0 ? count - 1 : (focused - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
