import Button from '@mui/joy/Button';
import { decideNoClientSelected } from '@portal/contracts/flows';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { SessionOpenedCard } from '../../launch/session-opened-card';
import { useLaunch } from '../../launch/use-launch';
import { SessionActions, SessionPanel } from './session-panel';
import { useLaunchClient } from './use-launch-client';

/**
 * /reconnect (spec section 2: "reached after pending connections are cleared"): says so, and
 * connects again with the login attempt for the launch's client.
 */
export function ReconnectPage() {
  const { t } = useTranslation('sessions');
  const { selected, clientCount, name } = useLaunchClient();
  const { execute } = useExecuteOutcome();
  const { launch, launching, opened } = useLaunch(clientCount);

  const connect = () => {
    if (!selected) return void execute(decideNoClientSelected({ clientCount }));
    void launch({ cliUuid: selected.cliUuid, from: 'attempt' });
  };

  if (opened) return <SessionOpenedCard session={opened} clientName={name} />;
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
