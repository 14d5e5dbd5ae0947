import { joyPart } from '../layouts/joy-part';

/** The active-session question (active-session-question.tsx). */
export const ActiveSessionDialogPart = joyPart(() =>
  import('./active-session-dialog').then((m) => m.ActiveSessionDialog),
);

/** The "session opened" card, where a launch ends on its own page (the environments page). */
export const SessionOpenedCardPart = joyPart(
  () => import('./session-opened-card').then((m) => m.SessionOpenedCard),
  { takesThePage: true },
);

/**
 * Fetches what a launch may show next, with the Joy kit they are built with, from the start of
 * every launch (use-launch.ts): a launch asks the upstream first, so the code is there before the
 * question can be asked or the card shown. Not on the page's arrival: Joy's code evaluated in an
 * idle moment of the first seconds was a long task of the signed-in page (decision 031).
 */
export function preloadLaunchFollowUps(): void {
  for (const part of [ActiveSessionDialogPart, SessionOpenedCardPart])
    void part.preload().catch(() => undefined);
}
