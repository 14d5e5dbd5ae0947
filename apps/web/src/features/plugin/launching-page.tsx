import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { readSelectedClient } from '../../launch/selected-client';
import { pluginUrlOf } from './navigation-state';
import { NothingToOpen, PluginHandOff } from './plugin-hand-off';
import { SingleClientLaunch } from './single-client-launch';

/**
 * /launching/{executePlugin} (spec section 2): `1` is a selected client's launch (a one-client
 * account comes here by itself), `0` the session handed to the plugin.
 */
export function LaunchingPage() {
  const { t } = useTranslation('plugin');
  const { executePlugin } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  if (executePlugin === '1') return <SingleClientLaunch key={location.key} />;
  if (executePlugin !== '0') return <Navigate to="/404" replace />;
  const pluginUrl = pluginUrlOf(location.state);
  if (pluginUrl) return <PluginHandOff pluginUrl={pluginUrl} title={t('handOff.title')} />;
  const startAgain = readSelectedClient() ? () => void navigate('/launching/1') : undefined;
  return <NothingToOpen onStartAgain={startAgain} />;
}
