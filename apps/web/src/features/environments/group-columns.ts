/**
 * The environments page lays its groups on one grid of equal columns (one on phones, up to four
 * on wide screens): a group takes as many columns as it has cards, up to the row, so groups of one
 * or two cards sit side by side instead of leaving a wide screen empty, and every card lines up
 * with the cards of the other groups.
 */
export const GROUP_COLUMNS = { xs: 1, sm: 2, md: 3, lg: 4 } as const;

export type Breakpoint = keyof typeof GROUP_COLUMNS;

/** The columns a group of `cards` cards spans at each width (at least one: an empty group keeps its place). */
export function groupSpan(cards: number): Record<Breakpoint, number> {
  const span = (columns: number) => Math.max(1, Math.min(cards, columns));
  return {
    xs: span(GROUP_COLUMNS.xs),
    sm: span(GROUP_COLUMNS.sm),
    md: span(GROUP_COLUMNS.md),
    lg: span(GROUP_COLUMNS.lg),
  };
}

/** A Joy responsive value of `repeat(n, …)` tracks for each width. */
export const repeatColumns = (columns: Record<Breakpoint, number>) => ({
  xs: `repeat(${columns.xs}, minmax(0, 1fr))`,
  sm: `repeat(${columns.sm}, minmax(0, 1fr))`,
  md: `repeat(${columns.md}, minmax(0, 1fr))`,
  lg: `repeat(${columns.lg}, minmax(0, 1fr))`,
});
