import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { decideNoClientSelected, frameAddress } from '@portal/contracts/flows';
import type { VirtualizerChoice, VirtualizerOffer } from '@portal/contracts/portal';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DesktopIcon, WebIcon } from '../../components/icons';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { launchedEnvironmentName } from '../../launch/recent-entries';
import { readSelectedClient } from '../../launch/selected-client';
import { type OpenedSession, openedWindow } from '../../launch/session-opened';
import { SessionOpenedCard } from '../../launch/session-opened-card';
import { TitleBand } from '../../layouts/title-band';
import { readRecent } from '../../session/recent-environments';
import { trpc } from '../../trpc/react';
import { offerOf } from './navigation-state';
import { PluginHelp } from './plugin-help';
import { PluginPage } from './plugin-page';

const BLOCKS = [
  {
    choice: 'TSPLUS',
    title: 'choice.browserTitle',
    body: 'choice.browserBody',
    content: 'choice.browser',
    Icon: WebIcon,
  },
  {
    choice: 'REMOTE_APP',
    title: 'choice.computerTitle',
    body: 'choice.computerBody',
    content: 'choice.computer',
    Icon: DesktopIcon,
  },
] as const;

// Only after the RemoteApp choice: its dialog's code stays out of the plugin pages' chunk.
const RemoteAppWindow = lazy(() =>
  import('./remote-app-window').then((module) => ({ default: module.RemoteAppWindow })),
);

const offered = (offer: VirtualizerOffer, choice: VirtualizerChoice) =>
  choice === 'TSPLUS' ? offer.TSPLUS !== null : offer.REMOTE_APP !== null;

/**
 * /virtualizerChoice (spec section 4, TSPLUS_ALL off Linux): both blocks; the choice is registered
 * through register_selected_virtualizer, then TSPLUS opens its session window and REMOTE_APP shows
 * its iframe (set-iframe) over the whole window (remote-app-window.tsx).
 */
export function VirtualizerChoicePage() {
  const { t } = useTranslation('plugin');
  const location = useLocation();
  const [opened, setOpened] = useState<OpenedSession | null>(null);
  const { execute, executeError } = useExecuteOutcome({
    onSessionOpened: (window) => setOpened(openedWindow(window)),
  });
  const [offer] = useState(() => offerOf(location.state));
  const [selected] = useState(() => readSelectedClient());
  const clientsQuery = trpc.clients.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const { mutateAsync } = trpc.plugin.registerChoice.useMutation();
  const [busy, setBusy] = useState<VirtualizerChoice | null>(null);
  const [iframe, setIframe] = useState<string | undefined>();
  const closedSession = useRef(false);
  // The button that opened the session was busy (so unfocusable) as it opened: the dialog has no
  // focus to give back, so closing it puts focus there itself.
  useEffect(() => {
    if (iframe !== undefined || !closedSession.current) return;
    closedSession.current = false;
    document.getElementById('choice-button-REMOTE_APP')?.focus();
  }, [iframe]);
  const closeSession = () => {
    closedSession.current = true;
    setIframe(undefined);
  };
  const clientName = clientsQuery.data?.clients.find((c) => c.client_uuid === selected?.cliUuid)?.name;
  const sessionName =
    (selected && launchedEnvironmentName(readRecent(), clientsQuery.data?.clients ?? [], selected.cliUuid)) ??
    clientName ??
    t('choice.frameTitle');

  if (!offer) {
    return (
      <PluginPage title={t('choice.nothing')}>
        <Typography>{t('choice.nothingBody')}</Typography>
        <PluginHelp />
      </PluginPage>
    );
  }

  // TSPLUS opened its session window: a browser session, the one "session opened" card.
  if (opened) return <SessionOpenedCard session={opened} clientName={clientName} />;

  const choose = async (choice: VirtualizerChoice) => {
    if (busy) return;
    if (!selected) {
      await execute(decideNoClientSelected({ clientCount: clientsQuery.data?.clients.length ?? 0 }));
      return;
    }
    setBusy(choice);
    try {
      const outcome = await mutateAsync({
        cliUuid: selected.cliUuid,
        choice,
        offer,
        isChrome: /Chrome\//.test(navigator.userAgent),
        clientCount: selected.clientCount,
      });
      const frame = frameAddress(outcome.iframe);
      setIframe(frame);
      await execute(outcome);
    } catch (error) {
      await executeError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <TitleBand
        page="virtualizer-choice"
        clientCount={selected?.clientCount ?? clientsQuery.data?.clients.length}
        loading={busy !== null || clientsQuery.isPending}
        title={clientName}
        maxWidth={1040}
      />
      <PluginPage title={t('choice.title')} wide>
        {/* The choice stays behind the session window, so closing it returns focus to the button. */}
        {iframe ? (
          <Suspense fallback={null}>
            <RemoteAppWindow src={iframe} name={sessionName} onClose={closeSession} />
          </Suspense>
        ) : null}

        <Typography>{t('choice.intro')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {BLOCKS.map(({ choice, title, body, content, Icon }) => {
            const available = offered(offer, choice);
            const headingId = `choice-${choice}`;
            return (
              <Card
                key={choice}
                component="article"
                aria-labelledby={headingId}
                variant="outlined"
                sx={{ gap: 1.5, opacity: available ? 1 : 0.7 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 'md',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.softBg',
                    color: 'primary.plainColor',
                    fontSize: 'xl2',
                  }}
                >
                  <Icon />
                </Box>
                <Typography level="title-lg" component="h2" id={headingId}>
                  {t(title)}
                </Typography>
                <Typography level="body-md" sx={{ flex: 1 }}>
                  {available ? t(body) : t('choice.notOffered')}
                </Typography>
                <Button
                  size="lg"
                  disabled={!available || (busy !== null && busy !== choice)}
                  loading={busy === choice}
                  loadingPosition="start"
                  id={`choice-button-${choice}`}
                  onClick={() => void choose(choice)}
                >
                  {t('choice.openIn', { content: t(content) })}
                </Button>
              </Card>
            );
          })}
        </Box>
      </PluginPage>
    </>
  );
}
