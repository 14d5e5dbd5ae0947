import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DownloadIcon, RetryIcon } from '../../components/icons';

interface Props {
  /** The plugin address to hand over again: a link, so the click is the gesture the browser asks for. */
  pluginUrl?: string | undefined;
  /** Without an address: start the whole launch again instead. */
  onStartAgain?: (() => void) | undefined;
}

/** What to do when nothing opened: try again, or get the plugin (spec section 2, /launching). */
export function PluginHelp({ pluginUrl, onStartAgain }: Props) {
  const { t } = useTranslation('plugin');
  return (
    <Card
      variant="soft"
      color="neutral"
      component="section"
      aria-labelledby="plugin-help-title"
      sx={{ gap: 1 }}
    >
      <Typography level="title-md" component="h2" id="plugin-help-title">
        {t('help.title')}
      </Typography>
      <Typography level="body-sm">{t('help.body')}</Typography>
      <Typography component="div" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {pluginUrl ? (
          <Button variant="outlined" startDecorator={<RetryIcon />} component="a" href={pluginUrl}>
            {t('help.tryAgain')}
          </Button>
        ) : onStartAgain ? (
          <Button variant="outlined" startDecorator={<RetryIcon />} onClick={onStartAgain}>
            {t('help.startAgain')}
          </Button>
        ) : null}
        <Button component={RouterLink} to="/downloadPlugin" variant="plain" startDecorator={<DownloadIcon />}>
          {t('help.download')}
        </Button>
      </Typography>
    </Card>
  );
}
