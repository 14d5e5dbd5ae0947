import { lazy } from 'react';
import { JoyScope } from '../layouts/joy-scope';
import { loadJoyKit } from '../layouts/load-joy-kit';

const loadDialog = () => import('./active-session-dialog');
const loadOpenedCard = () => import('./session-opened-card');
const ActiveSessionDialog = lazy(() => loadDialog().then((m) => ({ default: m.ActiveSessionDialog })));

/**
 * Fetches what a launch may show next (the active-session question and the "session opened"
 * card, both built with Joy), from the press that starts the launch: a launch asks the upstream
 * first, so the code is there before it can ask. Not on the page's arrival: Joy's code evaluated
 * in an idle moment of the first seconds was a long task of the signed-in page (issue 23).
 */
export function preloadLaunchFollowUps(): void {
  for (const load of [loadDialog, loadJoyKit, loadOpenedCard]) void load().catch(() => undefined);
}

interface Props {
  /** The client's name while the question is open; null: closed. */
  client: string | null;
  onAnswer: (goOn: boolean) => void;
}

/**
 * The active-session question (active-session-dialog.tsx) without its code in the page's first
 * download (issue 23). Closed, it renders nothing, as the Modal itself does.
 */
export function ActiveSessionQuestion({ client, onAnswer }: Props) {
  if (client === null) return null;
  return (
    <JoyScope>
      <ActiveSessionDialog client={client} onAnswer={onAnswer} />
    </JoyScope>
  );
}
