import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CheckIcon, OpenInNewIcon } from '../components/icons';
import { POPUP_BLOCKED_ROUTE } from '../flows/execute-outcome';
import { openSessionWindow } from '../flows/open-session-window';
import { IconArt, InstanceCard } from '../layouts/instance-card';
import { type OpenedSession, sessionOpenedView } from './session-opened';

interface Props {
  session: OpenedSession;
  /** The environment the session is on, once known (named above the heading). */
  clientName?: string | undefined;
  /** Back to the list when the card is on the environments page itself; else a link there. */
  onBack?: () => void;
  /** What only some launches add under the actions: plugin help, for a plugin hand-off. */
  children?: ReactNode;
}

/**
 * What every launching page turns into once its launch opened the session (the environments and
 * apps pages, /timeInstance, /messages, /reconnect, /pendingConnection, /launching, the plugin
 * hand-off): one card, so "done" reads the same wherever the launch started. It replaces the
 * page's "before" copy, and takes the focus the vanished Launch button had.
 */
export function SessionOpenedCard({ session, clientName, onBack, children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const view = sessionOpenedView(session);
  useEffect(() => heading.current?.focus(), []);

  const openAgain =
    session.via === 'window'
      ? {
          onClick: () => {
            // The same window name: the browser brings the session's window back instead of a second one.
            const opened = openSessionWindow((u, w) => window.open(u, w), session.url, session.windowName);
            if (opened === null) void navigate(POPUP_BLOCKED_ROUTE, { state: { url: session.url } });
          },
        }
      : // A link: the click is the gesture the browser asks for before it hands an address to an app.
        { component: 'a' as const, href: session.url };

  return (
    <InstanceCard
      art={
        <IconArt color="success">
          <CheckIcon />
        </IconArt>
      }
    >
      <Box sx={{ textAlign: 'center', display: 'grid', gap: 0.5 }}>
        {clientName ? (
          <Typography
            level="title-sm"
            textColor="text.tertiary"
            sx={{ letterSpacing: '0.06em', textTransform: 'uppercase' }}
          >
            {clientName}
          </Typography>
        ) : null}
        <Typography level="h1" ref={heading} tabIndex={-1} sx={{ fontSize: 'xl2', outline: 'none' }}>
          {t('launch.opened.title')}
        </Typography>
      </Box>
      <Typography level="body-md" textColor="text.secondary" sx={{ textAlign: 'center' }}>
        {t(view.leadKey)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', pt: 1 }}>
        <Button size="lg" startDecorator={<OpenInNewIcon />} {...openAgain}>
          {t('launch.opened.again')}
        </Button>
        {onBack ? (
          <Button size="lg" variant="plain" color="neutral" onClick={onBack}>
            {t('launch.opened.back')}
          </Button>
        ) : (
          <Button size="lg" variant="plain" color="neutral" component={RouterLink} to="/home/environments">
            {t('launch.opened.back')}
          </Button>
        )}
      </Box>
      {view.pluginHelp ? children : null}
    </InstanceCard>
  );
}
