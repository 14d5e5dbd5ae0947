import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import type { Client } from '@portal/contracts/upstream';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ArrowBackIcon, OpenInNewIcon, SearchIcon } from '../../components/icons';
import { ResourceMark } from '../../components/resource-mark';
import { MOBILE, visuallyHidden } from '../../components/styles';
import { useShownCode } from '../../flows/shown-code';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { EnvironmentCardGrid } from '../../launch/environment-card-grid';
import { SessionOpenedCard } from '../../launch/session-opened-card';
import { useEnvironmentLaunch } from '../../launch/use-environment-launch';
import { SIGNED_IN_HOME } from '../../session/session';
import { trpc } from '../../trpc/react';
import { filterWebApps, toWebAppLinks, webAppsFilter, webAppsScroll } from './web-apps';

function ListSkeleton() {
  return (
    <Box aria-hidden sx={{ display: 'grid', gap: 1.5 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rectangular" height={48} sx={{ borderRadius: 'sm' }} />
      ))}
    </Box>
  );
}

/** An empty half keeps the shape of a filled one, so the two halves still line up. */
function EmptyHalf({ text }: { text: string }) {
  return (
    <Sheet
      variant="outlined"
      sx={{ borderRadius: 'md', borderStyle: 'dashed', p: 3, color: 'text.secondary', textAlign: 'center' }}
    >
      <Typography sx={{ color: 'inherit' }}>{text}</Typography>
    </Sheet>
  );
}

function WebAppsList({ cliUuid }: { cliUuid: string }) {
  const { t } = useTranslation('home');
  const { executeError } = useExecuteOutcome();
  const appsQuery = trpc.webApps.list.useQuery({ cliUuid });
  useEffect(() => {
    if (appsQuery.error) void executeError(appsQuery.error);
  }, [appsQuery.error, executeError]);

  const links = useMemo(() => toWebAppLinks(appsQuery.data?.apps ?? []), [appsQuery.data]);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterWebApps(links, query), [links, query]);
  if (appsQuery.isPending) return <ListSkeleton />;
  if (links.length === 0) return <EmptyHalf text={t('apps.noWebApps')} />;
  const scroll = webAppsScroll(shown.length);
  const filter = webAppsFilter(links.length);
  return (
    <>
      {filter ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end', mb: 1.5 }}>
          <FormControl sx={{ flex: '1 1 220px' }}>
            <FormLabel>{t('apps.filter')}</FormLabel>
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('apps.filterPlaceholder')}
              startDecorator={<SearchIcon />}
            />
          </FormControl>
          <Typography level="body-sm" role="status" sx={{ pb: 1 }}>
            {t('apps.filterCount', { shown: shown.length, total: links.length })}
          </Typography>
        </Box>
      ) : null}
      {shown.length === 0 ? (
        <EmptyHalf text={t('apps.filterEmpty', { query: query.trim() })} />
      ) : (
        <Sheet
          variant="outlined"
          // A scrolling region must be reachable by keyboard to scroll it.
          {...(scroll ? { tabIndex: 0, role: 'region', 'aria-label': t('apps.webApps') } : {})}
          sx={{ borderRadius: 'md', ...(scroll ? { maxHeight: '60vh', overflowY: 'auto' } : {}) }}
        >
          <List size="lg">
            {shown.map((app) => (
              <ListItem key={`${app.name}|${app.href ?? ''}`}>
                {app.href ? (
                  <ListItemButton component="a" href={app.href} target="_blank" rel="noopener noreferrer">
                    <ListItemDecorator>
                      <ResourceMark name={app.name} kind="web" size={32} />
                    </ListItemDecorator>
                    <ListItemContent>{app.name}</ListItemContent>
                    <OpenInNewIcon fontSize="sm" />
                    <Box component="span" sx={visuallyHidden}>
                      {` ${t('translation:common.opensInNewTab')}`}
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
      )}
    </>
  );
}

function DesktopApps({ client, clients }: { client: Client; clients: readonly Client[] }) {
  const { t } = useTranslation('home');
  const { onLaunch, launching, dialog, opened, launched } = useEnvironmentLaunch(
    clients.length,
    (id) => clients.find((c) => c.client_uuid === id)?.name ?? id,
  );
  const desktops = client.environments.filter((env) => env.access_group !== 'WEB');
  if (desktops.length === 0) return <EmptyHalf text={t('apps.noDesktopApps')} />;
  if (opened) return <SessionOpenedCard session={opened} clientName={launched?.environment.name} />;
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

function BackToEnvironments() {
  const { t } = useTranslation('home');
  return (
    <Button
      component={RouterLink}
      to={SIGNED_IN_HOME}
      variant="plain"
      startDecorator={<ArrowBackIcon />}
      sx={{ mb: 1, ml: -1 }}
    >
      {t('apps.back')}
    </Button>
  );
}

/** An id that is none of the user's clients: one message and one way back, nothing else asked for. */
function UnknownClient() {
  const { t } = useTranslation('home');
  useShownCode('CLIENT_NOT_FOUND');
  return (
    // The catalogue's CLIENT_NOT_FOUND, said once, as the page's own status (no alert on top).
    <Sheet
      role="status"
      variant="soft"
      color="neutral"
      sx={{
        borderRadius: 'md',
        p: { xs: 2.5, md: 4 },
        maxWidth: 'var(--portal-card-width)',
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Typography level="h1" sx={{ fontSize: 'xl2' }}>
        {t('errors.CLIENT_NOT_FOUND', { ns: 'translation' })}
      </Typography>
      <Typography>{t('apps.unknownClient')}</Typography>
      <Box>
        <Button component={RouterLink} to={SIGNED_IN_HOME} startDecorator={<ArrowBackIcon />}>
          {t('apps.back')}
        </Button>
      </Box>
    </Sheet>
  );
}

const PAGE_SX = {
  px: { xs: 2, md: 4 },
  py: 3,
  maxWidth: 'var(--portal-page-width)',
  width: '100%',
  mx: 'auto',
} as const;

/**
 * /apps/{id} (spec section 2): left half the client's web apps (new tab; the list scrolls past
 * 20), right half its desktop environments, whose access button selects the client.
 */
export function WebAppsPage() {
  const { t } = useTranslation('home');
  const { id = '' } = useParams();
  const { executeError } = useExecuteOutcome();
  const clientsQuery = trpc.clients.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  useEffect(() => {
    if (clientsQuery.error) void executeError(clientsQuery.error);
  }, [clientsQuery.error, executeError]);
  const clients = clientsQuery.data?.clients ?? [];
  const client = clients.find((c) => c.client_uuid === id);

  // A failed list already shows its alert (executeError): "client not found" would be a second, wrong one.
  if (clientsQuery.isPending || clientsQuery.error) {
    return (
      <Box sx={PAGE_SX}>
        <BackToEnvironments />
        <Typography level="h1" sx={{ fontSize: 'xl2', mb: 3 }}>
          {t('apps.titleLoading')}
        </Typography>
        {clientsQuery.error ? null : <ListSkeleton />}
      </Box>
    );
  }
  if (!client) {
    return (
      <Box sx={PAGE_SX}>
        <UnknownClient />
      </Box>
    );
  }
  return (
    <Box sx={PAGE_SX}>
      <BackToEnvironments />
      <Typography level="h1" sx={{ fontSize: 'xl2', mb: 3 }}>
        {t('apps.title', { client: client.name })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          gap: 4,
          [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        <Box component="section" aria-labelledby="web-apps-title">
          <Typography level="h2" id="web-apps-title" sx={{ fontSize: 'lg', mb: 1.5 }}>
            {t('apps.webApps')}
          </Typography>
          <WebAppsList cliUuid={client.client_uuid} />
        </Box>
        <Box component="section" aria-labelledby="desktop-apps-title">
          <Typography level="h2" id="desktop-apps-title" sx={{ fontSize: 'lg', mb: 1.5 }}>
            {t('apps.desktopApps')}
          </Typography>
          <DesktopApps client={client} clients={clients} />
        </Box>
      </Box>
    </Box>
  );
}
