/**
 * The environments page lays its groups on one grid of equal columns (one on phones, up to four
 * on wide screens): a group takes as many columns as it has cards, up to the row, so groups of one
 * or two cards sit side by side, and every card lines up with the cards of the other groups.
 * With fewer cards than the row holds, the row holds fewer, wider columns (`pageColumns`), so a
 * wide screen has no empty third beside two cards.
 */
export const GROUP_COLUMNS = { xs: 1, sm: 2, md: 3, lg: 4 } as const;

export type Breakpoint = keyof typeof GROUP_COLUMNS;
export type Columns = Record<Breakpoint, number>;

/**
 * Never fewer columns than this where the row holds more: a lone card stretched across the whole
 * 1,216 px row reads as a banner, not a card (its name, state and button sit far apart).
 */
const MIN_COLUMNS = 2;

const perBreakpoint = (pick: (bp: Breakpoint) => number): Columns => ({
  xs: pick('xs'),
  sm: pick('sm'),
  md: pick('md'),
  lg: pick('lg'),
});

/** The cards the groups ask for in one row: each group at least one (an empty group keeps its place). */
export const cardsInRow = (groupSizes: readonly number[]): number =>
  groupSizes.reduce((sum, cards) => sum + Math.max(1, cards), 0);

/** The page's columns at each width for groups of these sizes: the full row, or fewer with few cards. */
export function pageColumns(groupSizes: readonly number[]): Columns {
  const cards = cardsInRow(groupSizes);
  return perBreakpoint((bp) =>
    Math.min(GROUP_COLUMNS[bp], Math.max(cards, Math.min(MIN_COLUMNS, GROUP_COLUMNS[bp]))),
  );
}

/** The columns a group of `cards` cards spans at each width (at least one: an empty group keeps its place). */
export function groupSpan(cards: number, columns: Columns = GROUP_COLUMNS): Columns {
  return perBreakpoint((bp) => Math.max(1, Math.min(cards, columns[bp])));
}

/** A Joy responsive value of `repeat(n, …)` tracks for each width. */
export const repeatColumns = (columns: Columns): Record<Breakpoint, string> => ({
  xs: `repeat(${columns.xs}, minmax(0, 1fr))`,
  sm: `repeat(${columns.sm}, minmax(0, 1fr))`,
  md: `repeat(${columns.md}, minmax(0, 1fr))`,
  lg: `repeat(${columns.lg}, minmax(0, 1fr))`,
});
