import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { safeHttpUrl } from '../components/external-link';
import { OpenInNewIcon } from '../components/icons';

const stateUrl = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null || !('url' in state)) return undefined;
  const { url } = state as { url: unknown };
  return typeof url === 'string' ? safeHttpUrl(url) : undefined;
};

/**
 * /loadingPlugin: after a direct remote-desktop launch. When the browser blocked the session
 * window, the executor comes here with the session address so one click opens it.
 */
export function LoadingPluginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const url = stateUrl(location.state);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 8, textAlign: 'center', display: 'grid', gap: 2 }}>
      <Typography level="h1" sx={{ fontSize: 'xl2' }}>
        {t('loadingPlugin.title')}
      </Typography>
      {url ? (
        <>
          <Typography>{t('loadingPlugin.blocked')}</Typography>
          <Box>
            <Button
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              size="lg"
              endDecorator={<OpenInNewIcon />}
            >
              {t('loadingPlugin.openSession')}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Box sx={{ display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-hidden />
          </Box>
          <Typography role="status">{t('loadingPlugin.waiting')}</Typography>
        </>
      )}
      <Box>
        <Button component={RouterLink} to="/home/environments" variant="plain">
          {t('loadingPlugin.back')}
        </Button>
      </Box>
    </Box>
  );
}
