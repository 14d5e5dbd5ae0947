import type { NextStep, Outcome } from '@portal/contracts/portal';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { outcomeFromError } from '../../flows/execute-outcome';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { AuthColumn } from '../../layouts/auth-layout';
import { trpcClient } from '../../trpc/client';
import './sso.css';
import { takeSsoTabNonce } from './sso-tab-nonce';

// Written out: the contracts' helpers live beside zod, which this page does not download.
const TO_SSO: NextStep = { kind: 'navigate', to: '/sso' };

async function ssoReturn(token: string | undefined): Promise<Outcome> {
  // Nothing to validate: back to the single-sign-on entry.
  if (!token) return { next: TO_SSO };
  try {
    const tabNonce = takeSsoTabNonce();
    return await trpcClient.federated.ssoReturn.mutate(
      tabNonce === undefined ? { token } : { token, tabNonce },
    );
  } catch (error) {
    return outcomeFromError(error);
  }
}

/**
 * /login/sso/{token}: the identity provider returns here. The gateway validates the token and
 * applies the single-sign-on check of spec section 4; this page shows progress and follows it.
 */
export function SsoReturnPage() {
  const { t } = useTranslation('sso');
  const { token } = useParams();
  const { execute } = useExecuteOutcome();
  // The token is validated once, even under React's development double effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void ssoReturn(token).then(async (outcome) => {
      // An unexpected failure would stay here; the entry page is where the user can try again.
      await execute(outcome.next.kind === 'stay' ? { ...outcome, next: TO_SSO } : outcome);
    });
  }, [execute, token]);
  return (
    <AuthColumn card>
      <h1>{t('returnTitle')}</h1>
      <div className="federated-progress">
        <Spinner size="lg" label={t('checking')} />
        <p className="auth-lead">{t('checking')}</p>
      </div>
    </AuthColumn>
  );
}
