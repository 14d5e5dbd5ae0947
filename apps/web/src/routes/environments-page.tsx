import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBranding } from '../branding/branding-context';
import { SearchIcon } from '../components/icons';
import { EnvironmentCardGrid } from '../environments/environment-card-grid';
import { decideAutoLaunch, type EnvironmentEntry, listEnvironments } from '../environments/environment-list';
import { useExecuteOutcome } from '../flows/use-execute-outcome';
import { useEnvironmentLaunch } from '../launch/use-environment-launch';
import { autoLaunched } from '../session/session';
import { trpc } from '../trpc/react';

/** The title band: client names and count; hidden with one client or while loading (spec section 2). */
function TitleBand({ names }: { names: string[] }) {
  const { t } = useTranslation();
  const branding = useBranding();
  return (
    <Box sx={{ bgcolor: branding.backgroundColor, color: '#fff', px: { xs: 2, md: 4 }, py: 2 }}>
      <Typography level="title-lg" sx={{ color: 'inherit' }}>
        {names.join(' · ')}
      </Typography>
      <Typography level="body-sm" sx={{ color: 'inherit', opacity: 0.85 }}>
        {t('environments.clientsCount', { count: names.length })}
      </Typography>
    </Box>
  );
}

export function EnvironmentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { executeError } = useExecuteOutcome();
  const clientsQuery = trpc.clients.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const clients = useMemo(() => clientsQuery.data?.clients ?? [], [clientsQuery.data]);
  const { onLaunch, launching, dialog } = useEnvironmentLaunch(
    clients.length,
    (id) => clients.find((c) => c.client_uuid === id)?.name ?? id,
  );
  const utils = trpc.useUtils();
  const { mutate: pluginUpdateSeen } = trpc.auth.pluginUpdateSeen.useMutation();
  const [query, setQuery] = useState('');
  const list = useMemo(() => listEnvironments(clients, query), [clients, query]);

  useEffect(() => {
    if (clientsQuery.error) void executeError(clientsQuery.error);
  }, [clientsQuery.error, executeError]);

  const openApps = (entry: EnvironmentEntry) =>
    navigate(`/apps/${encodeURIComponent(entry.client.client_uuid)}`);

  useEffect(() => {
    if (!clientsQuery.data) return;
    const { clients, updatePlugin } = clientsQuery.data;
    const decision = decideAutoLaunch(clients, autoLaunched, updatePlugin);
    if (decision.kind === 'none') return;
    if (decision.kind === 'update-plugin') {
      // Shown once per login: the flag is cleared (here and in the gateway) on the way there, so
      // coming back to the environments stays on them.
      utils.clients.list.setData(undefined, (data) => data && { ...data, updatePlugin: false });
      pluginUpdateSeen();
      navigate('/updatePlugin', { replace: true });
      return;
    }
    if (decision.kind === 'launch') {
      autoLaunched.add(decision.entry.client.client_uuid);
      void onLaunch(decision.entry);
    } else {
      autoLaunched.add(decision.clientUuid);
      navigate(`/apps/${encodeURIComponent(decision.clientUuid)}`);
    }
  }, [clientsQuery.data, onLaunch, navigate, utils, pluginUpdateSeen]);

  const loading = clientsQuery.isPending;
  const showBand = !loading && clients.length > 1;
  return (
    <>
      {showBand ? <TitleBand names={clients.map((c) => c.name)} /> : null}
      <Box sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 1280, width: '100%', mx: 'auto' }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            mb: 3,
          }}
        >
          <Box>
            <Typography level="h1" sx={{ fontSize: 'xl2' }}>
              {t('environments.title')}
            </Typography>
            {!loading && !clientsQuery.error ? (
              <Typography level="body-sm" aria-live="polite">
                {t('environments.count', { count: list.count })}
              </Typography>
            ) : null}
          </Box>
          <FormControl sx={{ width: { xs: '100%', sm: 320 } }}>
            <FormLabel>{t('environments.search')}</FormLabel>
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('environments.searchPlaceholder')}
              startDecorator={<SearchIcon />}
              disabled={loading}
            />
          </FormControl>
        </Box>

        {loading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        ) : clientsQuery.error ? (
          <Box sx={{ py: 4 }}>
            <Typography>{t('environments.loadFailed')}</Typography>
            <Button sx={{ mt: 2 }} variant="outlined" onClick={() => void clientsQuery.refetch()}>
              {t('environments.retry')}
            </Button>
          </Box>
        ) : list.total === 0 ? (
          <Typography sx={{ py: 4 }}>{t('environments.noClients')}</Typography>
        ) : list.count === 0 ? (
          <Typography sx={{ py: 4 }} role="status">
            {t('environments.empty', { query: query.trim() })}
          </Typography>
        ) : (
          list.groups.map(({ group, entries }) => (
            <Box component="section" key={group} aria-labelledby={`group-${group}`} sx={{ mb: 4 }}>
              <Typography level="h2" id={`group-${group}`} sx={{ fontSize: 'lg', mb: 1.5 }}>
                {t(`environments.group.${group}`)}
              </Typography>
              <EnvironmentCardGrid
                entries={entries}
                launching={launching}
                onLaunch={onLaunch}
                onOpenApps={openApps}
                sx={{ gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
              />
            </Box>
          ))
        )}
      </Box>
      {dialog}
    </>
  );
}
