import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import CircularProgress from '@mui/joy/CircularProgress';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useBranding } from '../../branding/branding-context';
import { useShownCode } from '../../flows/shown-code';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { SessionOpenedCard } from '../../launch/session-opened-card';
import { BrandImage, CardTitle, IconArt, InstanceCard } from '../../layouts/instance-card';
import { trpc } from '../../trpc/react';
import { ConeIcon, PowerIcon, WarningIcon } from './instance-icons';
import { messagesViewOf, type NoticePart, noticeParts, noticeTitle } from './messages-view';
import { useInstanceLaunch } from './use-instance-launch';

function Art({ title }: { title: ReturnType<typeof noticeTitle> }) {
  const branding = useBranding();
  const image = title === 'maintenance' ? branding.maintenanceImageUrl : branding.messagesImageUrl;
  if (image.trim() !== '' && title !== 'turningOn') return <BrandImage src={image} />;
  if (title === 'turningOn') {
    return (
      <IconArt color="primary">
        <PowerIcon />
      </IconArt>
    );
  }
  return (
    <IconArt color={title === 'maintenance' ? 'warning' : 'neutral'}>
      {title === 'maintenance' ? <ConeIcon /> : <WarningIcon />}
    </IconArt>
  );
}

function Part({ part }: { part: NoticePart }) {
  const { t } = useTranslation('instance');
  return (
    <Sheet
      variant="soft"
      color={part.kind === 'maintenance' ? 'warning' : 'neutral'}
      sx={{ borderRadius: 'md', p: 2, display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography level="title-sm" component="h2">
          {t(`messages.kind.${part.kind}`)}
        </Typography>
        <Chip size="sm" variant="outlined" color={part.kind === 'maintenance' ? 'warning' : 'neutral'}>
          {t(`messages.scope.${part.scope}`)}
        </Chip>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{part.text}</Typography>
    </Sheet>
  );
}

/** The catalogue's INSTANCE_TURNING_ON, which the page shows by itself (the reply held the reason). */
function TurningOnStatus() {
  const { t } = useTranslation();
  useShownCode('INSTANCE_TURNING_ON');
  return (
    <Typography role="status" sx={{ textAlign: 'center' }}>
      {t('errors.INSTANCE_TURNING_ON')}
    </Typography>
  );
}

/**
 * /messages (spec section 2: "Maintenance or warning notice; also shown when the server reports
 * the instance is turning on"). The launch brings the notice as navigation state; a reload reads
 * it again (instance.messages). Continue goes on with the session check and the login attempt.
 */
export function MessagesPage() {
  const { t } = useTranslation('instance');
  const { t: tApp } = useTranslation();
  const location = useLocation();
  const { executeError } = useExecuteOutcome();
  const { selected, clientName, goOn, busy, dialog, opened } = useInstanceLaunch();
  const fromState = useMemo(() => messagesViewOf(location.state), [location.state]);
  const reread = trpc.instance.messages.useQuery(
    { cliUuid: selected?.cliUuid ?? '' },
    { enabled: fromState === undefined && selected !== undefined, retry: false, staleTime: 0 },
  );
  useEffect(() => {
    if (reread.error) void executeError(reread.error);
  }, [reread.error, executeError]);

  if (!selected) return <Navigate to="/home/environments" replace />;
  if (opened) return <SessionOpenedCard session={opened} clientName={clientName} />;
  const view = fromState ?? reread.data;
  const loading = view === undefined && !reread.error;
  const title = noticeTitle(view);
  const parts = view ? noticeParts(view) : [];

  return (
    <InstanceCard
      art={loading ? <CircularProgress aria-label={tApp('common.loading')} /> : <Art title={title} />}
    >
      {loading ? null : (
        <>
          <CardTitle client={clientName}>
            {reread.error ? t('messages.title.failed') : t(`messages.title.${title}`)}
          </CardTitle>
          {title === 'turningOn' ? <TurningOnStatus /> : null}
          <Typography level="body-md" textColor="text.secondary" sx={{ textAlign: 'center' }}>
            {reread.error ? t('messages.lead.failed') : t(`messages.lead.${title}`)}
          </Typography>
          {parts.map((part) => (
            <Part key={`${part.kind}-${part.scope}`} part={part} />
          ))}
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', pt: 1 }}>
            <Button size="lg" loading={busy} onClick={() => goOn('session-check')}>
              {t('messages.goOn')}
            </Button>
            <Button size="lg" variant="plain" color="neutral" component={RouterLink} to="/home/environments">
              {t('back')}
            </Button>
          </Box>
        </>
      )}
      {dialog}
    </InstanceCard>
  );
}
