/** The pages that carry a title band (spec section 2); every other signed-in page has none. */
export type TitleBandPage = 'environments' | 'virtualizer-choice';

export interface TitleBandInput {
  page: TitleBandPage;
  /** Clients the signed-in user has; unknown (undefined) until the list arrives. */
  clientCount: number | undefined;
  /** The page is still waiting for what it shows (the clients list, a choice being registered). */
  loading: boolean;
}

/**
 * Spec section 2: the band appears on the environments and virtualizer-choice pages, hidden when
 * the user has only one client (it would name the only client there is), or while loading, except
 * on virtualizer choice, where it stays while the choice is worked on so the page does not jump.
 * An unknown count hides it: a band that might have to vanish again is worse than one that appears.
 */
export function showTitleBand({ page, clientCount, loading }: TitleBandInput): boolean {
  if (clientCount === undefined || clientCount <= 1) return false;
  return page === 'virtualizer-choice' || !loading;
}

/**
 * While the environments list loads, the band's place is kept (a blank band of its height), so
 * the page below does not jump down when it arrives (issue 22: CLS under 0.1 from sign-in to the
 * list). Not when the count is known to hide it. A user with one client whose count is not yet
 * known sees it go again: on their first visit the clients rule takes them to the launch anyway,
 * and later visits find the count cached.
 */
export function reserveTitleBand({ page, clientCount, loading }: TitleBandInput): boolean {
  if (page !== 'environments' || !loading) return false;
  return clientCount === undefined || clientCount > 1;
}
