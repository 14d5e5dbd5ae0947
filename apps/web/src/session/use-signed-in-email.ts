import { useSyncExternalStore } from 'react';
import { onSignedInEmailChange, signedInEmail } from './session';

/** The signed-in user's e-mail, as the session checks last said (session.ts); null until then. */
export const useSignedInEmail = (): string | null =>
  useSyncExternalStore(onSignedInEmailChange, signedInEmail, signedInEmail);
