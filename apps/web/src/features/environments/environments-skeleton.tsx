import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import { useTranslation } from 'react-i18next';
import { NS } from './environment-card';
import { CARD_GRID_COLUMNS } from './environment-card-grid';

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The shape of the list while the clients load: a page that fills in, not a lone spinner. */
export function EnvironmentsSkeleton() {
  const { t } = useTranslation(NS);
  return (
    <Box role="status" aria-busy aria-label={t('loadingList')}>
      <EnvironmentCardSkeletons />
    </Box>
  );
}

/**
 * A group heading and cards shaped like the environment cards (icon, name, state, button), hidden
 * from assistive technology: here and on /homeLoading, whose own status line says what is going
 * on, so both waits look like the page to come.
 */
export function EnvironmentCardSkeletons() {
  return (
    <Box aria-hidden>
      <Skeleton variant="text" level="h2" sx={{ width: 200, mb: 1.5 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: CARD_GRID_COLUMNS }}>
        {PLACEHOLDERS.map((key) => (
          <Card key={key} variant="outlined" sx={{ gap: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <Skeleton variant="rectangular" width={40} height={40} sx={{ borderRadius: 'sm' }} />
              <Box sx={{ flex: 1 }}>
                <Skeleton variant="text" level="title-md" sx={{ width: '70%' }} />
                <Skeleton variant="text" level="body-sm" sx={{ width: '50%' }} />
              </Box>
            </Box>
            <Skeleton variant="rectangular" width={88} height={22} sx={{ borderRadius: 'xl' }} />
            <Skeleton variant="rectangular" width={104} height={36} sx={{ borderRadius: 'sm' }} />
          </Card>
        ))}
      </Box>
    </Box>
  );
}
