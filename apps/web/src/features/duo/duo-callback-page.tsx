import type { Outcome } from '@portal/contracts/portal';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { outcomeFromError } from '../../flows/execute-outcome';
import { reportShownCode } from '../../flows/shown-code';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { AuthColumn } from '../../layouts/auth-layout';
import { trpcClient } from '../../trpc/client';
import './duo.css';

/** What the return from Duo brings; without both it cannot be checked. */
async function duoReturn(state: string | null, code: string | null): Promise<Outcome> {
  // Written out: the contracts' helpers live beside zod, which this page does not download.
  if (!state || !code) {
    reportShownCode('DUO_ERROR_TO_AUTHENTICATE');
    return {
      next: { kind: 'navigate', to: '/' },
      message: { severity: 'error', key: 'errors.DUO_ERROR_TO_AUTHENTICATE' },
    };
  }
  try {
    return await trpcClient.federated.duoReturn.mutate({ state, duo_code: code });
  } catch (error) {
    return outcomeFromError(error);
  }
}

/**
 * /login/duo-callback/: the Duo-style push returns here with a state and a code. The gateway
 * checks the state against this browser's and finishes the sign-in (spec section 4: success goes
 * to /home/environments); any failure returns to the login page with its message.
 */
export function DuoCallbackPage() {
  const { t } = useTranslation('duo');
  const [params] = useSearchParams();
  const { execute } = useExecuteOutcome();
  const [stuck, setStuck] = useState(false);
  // React's development double effects must not spend the one-use state twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void duoReturn(params.get('state'), params.get('duo_code')).then(async (outcome) => {
      await execute(outcome);
      // Only an outcome that stays here (an unexpected failure) leaves the user on this page.
      if (outcome.next.kind === 'stay') setStuck(true);
    });
  }, [execute, params]);
  return (
    <AuthColumn card>
      <h1>{t('title')}</h1>
      {stuck ? (
        <>
          <p className="auth-lead">{t('failed')}</p>
          <RouterLink to="/" className="btn btn-primary btn-lg">
            {t('backToLogin')}
          </RouterLink>
        </>
      ) : (
        <div className="federated-progress">
          <Spinner size="lg" label={t('checking')} />
          <p className="auth-lead">{t('checking')}</p>
        </div>
      )}
    </AuthColumn>
  );
}
