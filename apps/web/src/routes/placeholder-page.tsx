import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { isRouteHandle } from './route-table';

/**
 * A spec route whose screen is not built yet: it is routed and guarded, and says so plainly
 * instead of pretending to work. `back` is where the user can go on from here.
 */
function Placeholder({ back }: { back: 'home' | 'environments' }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle;
  const title = isRouteHandle(handle) ? t(handle.titleKey) : '';
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 560,
        mx: 'auto',
        px: 2,
        py: 8,
        display: 'grid',
        gap: 2,
        alignContent: 'start',
      }}
    >
      <Typography level="h1" sx={{ fontSize: 'xl2' }}>
        {title}
      </Typography>
      <Typography>{t('placeholder.notBuilt')}</Typography>
      <Box>
        <Button component={RouterLink} to={back === 'home' ? '/' : '/home/environments'} variant="outlined">
          {back === 'home' ? t('common.backHome') : t('placeholder.backEnvironments')}
        </Button>
      </Box>
    </Box>
  );
}

export const AuthPlaceholderPage = () => <Placeholder back="home" />;
export const AppPlaceholderPage = () => <Placeholder back="environments" />;
