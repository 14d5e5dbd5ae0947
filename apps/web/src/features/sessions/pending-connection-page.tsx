import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { decideNoClientSelected } from '@portal/contracts/flows';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CheckIcon } from '../../components/icons';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { clockText } from '../../i18n/format';
import { SessionOpenedCard } from '../../launch/session-opened-card';
import { useLaunch } from '../../launch/use-launch';
import { trpc } from '../../trpc/react';
import { useSecondsLeft } from './countdown';
import { ClockIcon } from './icons';
import { pendingViewOf, readPendingDeadline } from './navigation-state';
import { NothingPending, SessionActions, SessionPanel } from './session-panel';
import { useLaunchClient } from './use-launch-client';

/**
 * /pendingConnection (spec section 4, "Pending connections"): the timer from the login attempt's
 * `time`, and "clear pending connections", which posts disconnect_user and goes to /reconnect.
 * Once the timer runs out the pending connection has expired upstream: the user may connect again.
 * Opened with no pending connection reported (directly), it says nothing is pending.
 */
export function PendingConnectionPage() {
  const { t } = useTranslation('sessions');
  const location = useLocation();
  const [deadline] = useState(() => readPendingDeadline(location.state, location.key, Date.now()));
  // No deadline: nothing is pending, and nothing counts down.
  const left = useSecondsLeft(deadline ?? 0);
  const { selected, clientCount, name } = useLaunchClient();
  const { execute, executeError } = useExecuteOutcome();
  const disconnect = trpc.sessions.disconnect.useMutation();
  const { launch, launching, opened } = useLaunch(clientCount);
  const busy = disconnect.isPending || launching !== null;

  const clear = async () => {
    if (busy) return;
    if (!selected) return execute(decideNoClientSelected({ clientCount }));
    try {
      await execute(await disconnect.mutateAsync(selected));
    } catch (error) {
      await executeError(error);
    }
  };
  const connectAgain = () => {
    if (busy) return;
    if (!selected) return void execute(decideNoClientSelected({ clientCount }));
    void launch({ cliUuid: selected.cliUuid, from: 'attempt' });
  };

  if (opened) return <SessionOpenedCard session={opened} clientName={name} />;
  const view = pendingViewOf(deadline, left);
  if (view === 'nothing')
    return <NothingPending name={name} clientCount={clientCount} onConnect={connectAgain} busy={busy} />;
  const expired = view === 'expired';
  const lead = expired
    ? name
      ? t('pending.expiredLeadNamed', { name })
      : t('pending.expiredLead')
    : name
      ? t('pending.leadNamed', { name })
      : t('pending.lead');

  return (
    <SessionPanel
      icon={expired ? <CheckIcon /> : <ClockIcon />}
      tone={expired ? 'success' : 'warning'}
      title={expired ? t('pending.expiredTitle') : t('pending.title')}
      lead={lead}
    >
      {expired ? null : (
        <>
          <Box role="timer" aria-labelledby="pending-timer-label" sx={{ display: 'grid', gap: 0.5 }}>
            <Typography id="pending-timer-label" level="body-sm" sx={{ color: 'text.tertiary' }}>
              {t('pending.expiresIn')}
            </Typography>
            <Typography level="h2" sx={{ fontSize: 'xl3', fontVariantNumeric: 'tabular-nums' }}>
              {clockText(left)}
            </Typography>
          </Box>
          <Typography level="body-sm" sx={{ color: 'text.secondary' }}>
            {t('pending.clearHint')}
          </Typography>
        </>
      )}
      <SessionActions clientCount={clientCount}>
        {expired ? (
          <Button size="lg" loading={launching !== null} onClick={connectAgain}>
            {t('pending.connectAgain')}
          </Button>
        ) : (
          <Button size="lg" loading={disconnect.isPending} onClick={() => void clear()}>
            {t('pending.clear')}
          </Button>
        )}
      </SessionActions>
    </SessionPanel>
  );
}
