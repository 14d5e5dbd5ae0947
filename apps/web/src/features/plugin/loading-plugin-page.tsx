import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { safeHttpUrl } from '../../components/external-link';
import { OpenInNewIcon } from '../../components/icons';
import { readSelectedClient } from '../../launch/selected-client';
import { pluginUrlOf } from './navigation-state';
import { NothingToOpen, PluginHandOff } from './plugin-hand-off';
import { PluginPage } from './plugin-page';

const blockedSessionUrl = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null || !('url' in state)) return undefined;
  const { url } = state as { url: unknown };
  return typeof url === 'string' ? safeHttpUrl(url) : undefined;
};

/**
 * /loadingPlugin: after a direct remote-desktop launch (spec section 4), the plugin hand-off; when
 * the browser blocked a session window, the executor comes here with its address so one click
 * opens it. Opened with neither (a reload after the launch ended), it says so instead of spinning.
 */
export function LoadingPluginPage() {
  const { t } = useTranslation('plugin');
  const { t: tApp } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const blocked = blockedSessionUrl(location.state);
  const pluginUrl = pluginUrlOf(location.state);
  if (blocked) {
    return (
      <PluginPage title={tApp('loadingPlugin.title')}>
        <Typography>{tApp('loadingPlugin.blocked')}</Typography>
        <Box>
          <Button
            component="a"
            href={blocked}
            target="_blank"
            rel="noopener"
            size="lg"
            endDecorator={<OpenInNewIcon />}
          >
            {tApp('loadingPlugin.openSession')}
          </Button>
        </Box>
      </PluginPage>
    );
  }
  if (pluginUrl) return <PluginHandOff pluginUrl={pluginUrl} title={t('handOff.rdpTitle')} />;
  const startAgain = readSelectedClient() ? () => void navigate('/launching/1') : undefined;
  return <NothingToOpen onStartAgain={startAgain} />;
}
