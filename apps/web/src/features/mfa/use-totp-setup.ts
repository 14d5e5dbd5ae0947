import type { TotpSetup } from '@portal/contracts/portal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { trpcClient } from '../../trpc/client';

export type TotpSetupState = { kind: 'loading' } | { kind: 'ready'; setup: TotpSetup } | { kind: 'failed' };

/**
 * GET /totp_qrcode through the gateway. A failure runs the gateway's outcome (its message, and
 * /requiredMFA or the login page when the spec says so) and leaves a retry.
 */
export function useTotpSetup(): { state: TotpSetupState; retry: () => void } {
  const { execute, executeError } = useExecuteOutcome();
  const [state, setState] = useState<TotpSetupState>({ kind: 'loading' });
  // Only the latest request may set the state: a slow reply after a retry or after leaving is dropped.
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setState({ kind: 'loading' });
    try {
      const result = await trpcClient.mfa.totpSetup.query();
      if (request !== latest.current) return;
      if (result.ok) {
        setState({ kind: 'ready', setup: result.setup });
        return;
      }
      setState({ kind: 'failed' });
      await execute(result.outcome);
    } catch (error) {
      if (request !== latest.current) return;
      setState({ kind: 'failed' });
      await executeError(error);
    }
  }, [execute, executeError]);

  useEffect(() => {
    void load();
    return () => {
      latest.current += 1;
    };
  }, [load]);

  return { state, retry: () => void load() };
}
