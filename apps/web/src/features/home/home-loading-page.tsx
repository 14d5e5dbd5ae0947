import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { EnvironmentCardSkeletons } from '../../launch/environment-card-grid';
import { SIGNED_IN_HOME } from '../../session/session';
import { trpc } from '../../trpc/react';

/**
 * /homeLoading (spec section 2, "Loading state"): a progress bar, a line saying what is going on
 * and the shape of the environments to come. Reached directly (a bookmark, a reload), it goes on
 * to the environments as soon as the clients are there; the environments page applies the clients
 * rule (one client launches, the plugin-update flag...).
 */
export function HomeLoadingPage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { executeError } = useExecuteOutcome();
  const clientsQuery = trpc.clients.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });

  useEffect(() => {
    if (clientsQuery.data) navigate(SIGNED_IN_HOME, { replace: true });
  }, [clientsQuery.data, navigate]);
  useEffect(() => {
    if (clientsQuery.error) void executeError(clientsQuery.error);
  }, [clientsQuery.error, executeError]);

  return (
    <Box
      sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 'var(--portal-page-width)', width: '100%', mx: 'auto' }}
    >
      <Box sx={{ maxWidth: 'var(--portal-card-width)', mb: 4 }}>
        <Typography level="h1" sx={{ fontSize: 'xl2', mb: 1 }}>
          {t('loading.title')}
        </Typography>
        {clientsQuery.error ? (
          <Box role="alert">
            <Typography sx={{ mb: 2 }}>{t('loading.failed')}</Typography>
            <Button component={RouterLink} to={SIGNED_IN_HOME} variant="outlined">
              {t('loading.toEnvironments')}
            </Button>
          </Box>
        ) : (
          <>
            <Typography role="status" sx={{ mb: 2 }}>
              {t('loading.text')}
            </Typography>
            <LinearProgress aria-label={t('loading.title')} />
          </>
        )}
      </Box>
      {clientsQuery.error ? null : <EnvironmentCardSkeletons />}
    </Box>
  );
}
