import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { decideNoClientSelected } from '@portal/contracts/flows';
import type { LaunchEntry } from '@portal/contracts/portal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryIcon } from '../../components/icons';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { ActiveSessionQuestion } from '../../launch/active-session-question';
import { readSelectedClient } from '../../launch/selected-client';
import { SessionOpenedCard } from '../../launch/session-opened-card';
import { useLaunch } from '../../launch/use-launch';
import { trpc } from '../../trpc/react';
import { ConnectionPhases } from './connection-phases';
import { PluginHelp } from './plugin-help';
import { PluginPage } from './plugin-page';

type Progress = 'running' | 'stopped';

/**
 * /launching/1: the launch of the selected client (a one-client account comes here by itself,
 * spec section 4). Runs the chain once from client_selected; without a selected client it follows
 * the "no uuid" rule. The page stays only when the session window opened (the "session opened"
 * card: a browser session, so no plugin help) or the launch stopped.
 */
export function SingleClientLaunch() {
  const { t } = useTranslation('plugin');
  const { execute, executeError } = useExecuteOutcome();
  const [selected] = useState(() => readSelectedClient());
  const clientsQuery = trpc.clients.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const clients = clientsQuery.data?.clients;
  const { launch, activeSession, resolveActiveSession, opened } = useLaunch(
    selected?.clientCount ?? clients?.length ?? 0,
  );
  const [progress, setProgress] = useState<Progress>('running');
  const started = useRef(false);

  const run = useCallback(
    async (from: LaunchEntry) => {
      if (!selected) return;
      setProgress('running');
      const outcome = await launch({ cliUuid: selected.cliUuid, from });
      if (outcome?.activeSession) return; // the dialog asks; its answer decides
      if (outcome?.next.kind !== 'open-session') setProgress('stopped');
    },
    [launch, selected],
  );

  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (started.current) return;
    if (selected) {
      started.current = true;
      void run('select');
    } else if (clients) {
      started.current = true;
      void execute(decideNoClientSelected({ clientCount: clients.length }));
    }
  }, [selected, clients, run, execute]);

  useEffect(() => {
    if (clientsQuery.error && !selected) void executeError(clientsQuery.error);
  }, [clientsQuery.error, selected, executeError]);

  const answer = (goOn: boolean) => {
    resolveActiveSession(false);
    if (goOn) void run('replace-session');
    else setProgress('stopped');
  };
  const clientName = (id: string) => clients?.find((c) => c.client_uuid === id)?.name ?? id;
  const name = selected ? clients?.find((c) => c.client_uuid === selected.cliUuid)?.name : undefined;

  if (opened) return <SessionOpenedCard session={opened} clientName={name} />;
  return (
    <PluginPage title={t('launching.title')}>
      {name ? (
        <Typography level="title-lg" sx={{ mt: -2 }}>
          {name}
        </Typography>
      ) : null}
      {progress === 'stopped' ? (
        <>
          <Alert color="warning" variant="soft">
            {t('launching.stopped')}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startDecorator={<RetryIcon />} onClick={() => void run('select')}>
              {t('launching.tryAgain')}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <ConnectionPhases phase="launching" />
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography>{t('launching.preparing')}</Typography>
            <LinearProgress aria-hidden />
          </Box>
          <PluginHelp />
        </>
      )}
      <ActiveSessionQuestion
        client={activeSession ? clientName(activeSession.cliUuid) : null}
        onAnswer={answer}
      />
    </PluginPage>
  );
}
