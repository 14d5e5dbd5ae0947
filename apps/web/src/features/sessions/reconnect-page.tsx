import Button from '@mui/joy/Button';
import { decideNoClientSelected } from '@portal/contracts/flows';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CheckIcon } from '../../components/icons';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { SessionOpenedCard } from '../../launch/session-opened-card';
import { useLaunch } from '../../launch/use-launch';
import { reconnectViewOf } from './navigation-state';
import { NothingPending, SessionActions, SessionPanel } from './session-panel';
import { useLaunchClient } from './use-launch-client';

/**
 * /reconnect (spec section 2: "reached after pending connections are cleared"): says so, and
 * connects again with the login attempt for the launch's client. Opened directly (no disconnect
 * led here), it says nothing is pending instead.
 */
export function ReconnectPage() {
  const { t } = useTranslation('sessions');
  const { selected, clientCount, name } = useLaunchClient();
  const { execute } = useExecuteOutcome();
  const { launch, launching, opened } = useLaunch(clientCount);
  const location = useLocation();

  const connect = () => {
    if (!selected) return void execute(decideNoClientSelected({ clientCount }));
    void launch({ cliUuid: selected.cliUuid, from: 'attempt' });
  };

  if (opened) return <SessionOpenedCard session={opened} clientName={name} />;
  if (reconnectViewOf(location.state) === 'nothing') {
    return (
      <NothingPending name={name} clientCount={clientCount} onConnect={connect} busy={launching !== null} />
    );
  }
  return (
    <SessionPanel
      icon={<CheckIcon />}
      tone="success"
      title={t('reconnect.title')}
      lead={name ? t('reconnect.leadNamed', { name }) : t('reconnect.lead')}
    >
      <SessionActions clientCount={clientCount}>
        <Button size="lg" loading={launching !== null} onClick={connect}>
          {t('reconnect.connect')}
        </Button>
      </SessionActions>
    </SessionPanel>
  );
}
