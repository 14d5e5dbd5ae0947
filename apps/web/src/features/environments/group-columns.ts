/**
 * The environments page lays its groups on one grid of equal columns (one on phones, up to four
 * on wide screens): a group takes as many columns as it has cards, up to the row, so groups of one
 * or two cards sit side by side, and every card lines up with the cards of the other groups.
 * With fewer cards than the row holds, the row holds fewer, wider columns (`pageColumns`), so a
 * wide screen has no empty third beside two cards. With more, groups of mixed sizes may leave a
 * row short (a group of three, then a group of two that does not fit beside it, on four columns):
 * the row then holds one column fewer when that fills the rows better (`packScore`).
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

export interface PackScore {
  /** Rows of cards the page takes (a group wider than the row wraps inside its span). */
  rows: number;
  /** Cells of the grid left without a card, the last row's end included. */
  empty: number;
}

/**
 * How the groups fill `columns` columns when laid in order, as the grid places them: a group
 * goes beside the previous one when its span fits the rest of the row, else it starts a new row
 * (it is never split, and never moved ahead of a group before it: the reading order stays).
 */
export function packScore(groupSizes: readonly number[], columns: number): PackScore {
  let rows = 0;
  let empty = 0;
  let used = columns; // a full row, so the first group starts one
  let bandRows = 0;
  let bandCards = 0;
  const closeBand = () => {
    rows += bandRows;
    empty += columns * bandRows - bandCards;
  };
  for (const size of groupSizes) {
    const cards = Math.max(1, size);
    const span = Math.min(cards, columns);
    if (used + span > columns) {
      closeBand();
      used = 0;
      bandRows = 0;
      bandCards = 0;
    }
    used += span;
    bandRows = Math.max(bandRows, Math.ceil(cards / span));
    bandCards += cards;
  }
  closeBand();
  return { rows, empty };
}

/**
 * Of the full row and one column fewer, the count that takes the fewest rows, then leaves the
 * least empty width (empty cells as a share of the row): three wider cards a row for groups of
 * three and two, rather than a column left empty beside the three and two beside the two.
 */
function bestColumns(groupSizes: readonly number[], most: number): number {
  const candidates = [most, most - 1].filter((c) => c >= MIN_COLUMNS);
  let best = most;
  let bestScore: PackScore | undefined;
  for (const columns of candidates) {
    const score = packScore(groupSizes, columns);
    const better =
      bestScore === undefined ||
      score.rows < bestScore.rows ||
      (score.rows === bestScore.rows && score.empty / columns < bestScore.empty / best);
    if (better) {
      best = columns;
      bestScore = score;
    }
  }
  return best;
}

/** The page's columns at each width for groups of these sizes: the full row, or fewer with few cards. */
export function pageColumns(groupSizes: readonly number[]): Columns {
  const cards = cardsInRow(groupSizes);
  return perBreakpoint((bp) => {
    const most = GROUP_COLUMNS[bp];
    if (cards <= most) return Math.min(most, Math.max(cards, Math.min(MIN_COLUMNS, most)));
    return bestColumns(groupSizes, most);
  });
}

/** The columns a group of `cards` cards spans at each width (at least one: an empty group keeps its place). */
export function groupSpan(cards: number, columns: Columns = GROUP_COLUMNS): Columns {
  return perBreakpoint((bp) => Math.max(1, Math.min(cards, columns[bp])));
}

/**
 * A count per width as the CSS variables `--<name>-xs` … `--<name>-lg`, which environments.css
 * reads at Joy's breakpoints (600, 900 and 1200 px): the tracks of a grid, or a group's span.
 */
export const breakpointVars = (name: string, columns: Columns): Record<`--${string}`, number> => ({
  [`--${name}-xs`]: columns.xs,
  [`--${name}-sm`]: columns.sm,
  [`--${name}-md`]: columns.md,
  [`--${name}-lg`]: columns.lg,
});
