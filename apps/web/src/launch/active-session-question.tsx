import { ActiveSessionDialogPart } from './launch-follow-ups';

interface Props {
  /** The client's name while the question is open; null: closed. */
  client: string | null;
  onAnswer: (goOn: boolean) => void;
}

/**
 * The active-session question (active-session-dialog.tsx) without its code in the page's first
 * download: its code and Joy's come from the launch's start (launch-follow-ups.ts). Closed, it
 * renders nothing, as the Modal itself does; should its code still be on its way when the
 * question comes, the page stays in view meanwhile (joyPart's own Suspense boundary).
 */
export function ActiveSessionQuestion({ client, onAnswer }: Props) {
  if (client === null) return null;
  return <ActiveSessionDialogPart client={client} onAnswer={onAnswer} />;
}
