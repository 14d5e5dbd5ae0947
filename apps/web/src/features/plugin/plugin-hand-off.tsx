import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { SessionOpenedCard } from '../../launch/session-opened-card';
import { BrowserDialogHint } from './browser-dialog-hint';
import { ConnectionPhases } from './connection-phases';
import { PluginHelp } from './plugin-help';
import { PluginPage } from './plugin-page';
import { useFocusLeft } from './use-focus-left';

/**
 * After the session was handed to the plugin's protocol (/launching/0, and /loadingPlugin for a
 * direct remote desktop): the phases, what to click in the browser's question, and what to do if
 * nothing opened. The plugin taking the focus is the one sign the page gets that it opened: then
 * the page turns into the "session opened" card, with the plugin help a plugin launch needs.
 */
export function PluginHandOff({ pluginUrl, title }: { pluginUrl: string; title: string }) {
  const { t } = useTranslation('plugin');
  const established = useFocusLeft();
  if (established) {
    return (
      <SessionOpenedCard session={{ via: 'plugin', url: pluginUrl }}>
        {/* The card's "Open it again" hands the same address over: the help only adds the download. */}
        <PluginHelp />
      </SessionOpenedCard>
    );
  }
  return (
    <PluginPage title={title}>
      <ConnectionPhases phase="establishing" />
      <Typography>{t('handOff.handedOff')}</Typography>
      <BrowserDialogHint />
      <PluginHelp pluginUrl={pluginUrl} />
    </PluginPage>
  );
}

/** A plugin page opened with no launch behind it (directly, or the launch is over). */
export function NothingToOpen({ onStartAgain }: { onStartAgain?: (() => void) | undefined }) {
  const { t } = useTranslation('plugin');
  return (
    <PluginPage title={t('handOff.nothing')}>
      <Typography>{t('handOff.nothingBody')}</Typography>
      <PluginHelp onStartAgain={onStartAgain} />
    </PluginPage>
  );
}
