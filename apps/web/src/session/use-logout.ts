import { useCallback, useState } from 'react';
import { useExecuteOutcome } from '../flows/use-execute-outcome';

/** Logout through the outcome executor, so the button, /logout and a 401 all leave the same way. */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const { execute } = useExecuteOutcome();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await execute({ next: { kind: 'logout' } });
    } finally {
      setLoggingOut(false);
    }
  }, [execute]);
  return { logout, loggingOut };
}
