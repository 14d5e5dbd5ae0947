import { useCallback, useState } from 'react';
import { useExecuteOutcome } from '../flows/use-execute-outcome';
import { SIGNED_OUT_MESSAGE } from './sign-in-notice';

/**
 * The user's own logout (the top-bar button, /logout), through the outcome executor so every
 * logout leaves the same way; the sign-in page then confirms it.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const { execute } = useExecuteOutcome();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await execute({ next: { kind: 'logout' }, message: SIGNED_OUT_MESSAGE });
    } finally {
      setLoggingOut(false);
    }
  }, [execute]);
  return { logout, loggingOut };
}
