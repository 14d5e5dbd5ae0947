import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ArrowBackIcon, OpenInNewIcon } from '../components/icons';
import { MOBILE, visuallyHidden } from '../components/styles';
import { EnvironmentCardGrid } from '../features/environments/environment-card-grid';
import { toWebAppLinks, webAppsScroll } from '../features/environments/web-apps';
import { useExecuteOutcome } from '../flows/use-execute-outcome';
import { useEnvironmentLaunch } from '../launch/use-environment-launch';
import { trpc } from '../trpc/react';

function WebAppsList({ cliUuid }: { cliUuid: string }) {
  const { t } = useTranslation();
  const { executeError } = useExecuteOutcome();
  const appsQuery = trpc.webApps.list.useQuery({ cliUuid });
  useEffect(() => {
    if (appsQuery.error) void executeError(appsQuery.error);
  }, [appsQuery.error, executeError]);

  const links = useMemo(() => toWebAppLinks(appsQuery.data?.apps ?? []), [appsQuery.data]);
  if (appsQuery.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (links.length === 0) return <Typography>{t('apps.noWebApps')}</Typography>;
  const scroll = webAppsScroll(links.length);
  return (
    <Sheet
      variant="outlined"
      // A scrolling region must be reachable by keyboard to scroll it.
      {...(scroll ? { tabIndex: 0, role: 'region', 'aria-label': t('apps.webApps') } : {})}
      sx={{ borderRadius: 'md', ...(scroll ? { maxHeight: '60vh', overflowY: 'auto' } : {}) }}
    >
      <List size="lg">
        {links.map((app) => (
          <ListItem key={`${app.name}|${app.href ?? ''}`}>
            {app.href ? (
              <ListItemButton component="a" href={app.href} target="_blank" rel="noopener noreferrer">
                <ListItemDecorator>
                  <Avatar size="sm" color="primary" variant="soft" aria-hidden>
                    {app.initial}
                  </Avatar>
                </ListItemDecorator>
                <ListItemContent>{app.name}</ListItemContent>
                <OpenInNewIcon fontSize="sm" />
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('common.opensInNewTab')}`}
                </Box>
              </ListItemButton>
            ) : (
              <ListItemContent sx={{ opacity: 0.7 }}>
                {app.name} — {t('apps.invalidUrl')}
              </ListItemContent>
            )}
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}

function DesktopApps({ cliUuid }: { cliUuid: string }) {
  const { t } = useTranslation();
  const clientsQuery = trpc.clients.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const clients = clientsQuery.data?.clients ?? [];
  const { onLaunch, launching, dialog } = useEnvironmentLaunch(
    clients.length,
    (id) => clients.find((c) => c.client_uuid === id)?.name ?? id,
  );
  if (clientsQuery.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  const client = clients.find((c) => c.client_uuid === cliUuid);
  if (!client) return <Typography>{t('apps.unknownClient')}</Typography>;
  const desktops = client.environments.filter((env) => env.access_group !== 'WEB');
  if (desktops.length === 0) return <Typography>{t('apps.noDesktopApps')}</Typography>;
  return (
    <>
      <EnvironmentCardGrid
        entries={desktops.map((environment) => ({ client, environment }))}
        launching={launching}
        onLaunch={onLaunch}
        // Only desktop environments are listed here, so there are no apps to open.
        onOpenApps={() => undefined}
      />
      {dialog}
    </>
  );
}

/** /apps/{id}: web apps on the left, the client's desktop environments on the right (spec section 2). */
export function WebAppsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 1280, width: '100%', mx: 'auto' }}>
      <Button
        component={RouterLink}
        to="/home/environments"
        variant="plain"
        startDecorator={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('apps.back')}
      </Button>
      <Typography level="h1" sx={{ fontSize: 'xl2', mb: 3 }}>
        {t('apps.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 4,
          [MOBILE]: { gridTemplateColumns: '1fr' },
        }}
      >
        <Box component="section" aria-labelledby="web-apps-title">
          <Typography level="h2" id="web-apps-title" sx={{ fontSize: 'lg', mb: 1.5 }}>
            {t('apps.webApps')}
          </Typography>
          <WebAppsList cliUuid={id} />
        </Box>
        <Box component="section" aria-labelledby="desktop-apps-title">
          <Typography level="h2" id="desktop-apps-title" sx={{ fontSize: 'lg', mb: 1.5 }}>
            {t('apps.desktopApps')}
          </Typography>
          <DesktopApps cliUuid={id} />
        </Box>
      </Box>
    </Box>
  );
}
