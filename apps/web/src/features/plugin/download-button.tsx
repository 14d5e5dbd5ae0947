import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../branding/branding-context';
import { DownloadIcon } from '../../components/icons';
import { downloadUrl, type PluginSystem } from './plugin-downloads';

/** The installer link of one system, or who to ask when the branding configures none. */
export function DownloadButton({ system, primary = true }: { system: PluginSystem; primary?: boolean }) {
  const { t } = useTranslation('plugin');
  const branding = useBranding();
  const href = downloadUrl(branding, system);
  const name = t(`download.systems.${system}`);
  if (!href) return <Typography level="body-sm">{t('download.notConfigured', { system: name })}</Typography>;
  return (
    <Button
      component="a"
      href={href}
      download
      variant={primary ? 'solid' : 'outlined'}
      startDecorator={<DownloadIcon />}
      sx={{ justifySelf: 'start' }}
    >
      {t('download.downloadFor', { system: name })}
    </Button>
  );
}
