import { lazy, Suspense, useEffect } from 'react';

const loadDialog = () => import('./active-session-dialog');
const ActiveSessionDialog = lazy(() => loadDialog().then((m) => ({ default: m.ActiveSessionDialog })));

/** After the page's first paint, when the browser has nothing else to do (or a moment later). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

interface Props {
  /** The client's name while the question is open; null: closed. */
  client: string | null;
  onAnswer: (goOn: boolean) => void;
}

/**
 * The active-session question (active-session-dialog.tsx) without its code in the page's first
 * download: the dialog and Joy's Modal are no part of a first paint (issue 23), so they load once
 * the page is idle, long before a launch can ask (a launch asks the upstream first). Closed, it
 * renders nothing, as the Modal itself does.
 */
export function ActiveSessionQuestion({ client, onAnswer }: Props) {
  useEffect(() => whenIdle(() => void loadDialog().catch(() => undefined)), []);
  if (client === null) return null;
  return (
    <Suspense fallback={null}>
      <ActiveSessionDialog client={client} onAnswer={onAnswer} />
    </Suspense>
  );
}
