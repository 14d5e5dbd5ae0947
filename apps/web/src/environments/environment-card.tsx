import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppsIcon, DesktopIcon, PlayIcon, WebIcon } from '../components/icons';
import { Spinner } from '../components/spinner';
import { type EnvironmentEntry, isUnderMaintenance } from './environment-list';

interface Props {
  entry: EnvironmentEntry;
  launching: boolean;
  /** Another launch is running: one at a time. */
  busy: boolean;
  onLaunch: (entry: EnvironmentEntry) => void;
  onOpenApps: (entry: EnvironmentEntry) => void;
}

export function EnvironmentCard({ entry, launching, busy, onLaunch, onOpenApps }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const maintenanceId = useId();
  const { environment, client } = entry;
  const web = environment.access_group === 'WEB';
  const maintenance = isUnderMaintenance(environment);
  const name = environment.name;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      aria-busy={launching}
      variant="outlined"
      sx={{
        gap: 1.5,
        bgcolor: 'background.surface',
        '&:hover': { boxShadow: maintenance ? undefined : 'md' },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: 'sm',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.softBg',
            color: 'primary.plainColor',
            flexShrink: 0,
          }}
        >
          {web ? <WebIcon /> : <DesktopIcon />}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-md" component="h3" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography level="body-sm">{t('environments.client', { name: client.name })}</Typography>
        </Box>
      </Box>
      {maintenance ? (
        <Box>
          <Chip id={maintenanceId} color="warning" variant="soft" size="sm">
            {t('environments.maintenance')}
          </Chip>
          <Typography level="body-sm" sx={{ mt: 0.5 }}>
            {environment.maintenance_message}
          </Typography>
        </Box>
      ) : null}
      {launching ? <LinearProgress aria-label={t('environments.launching')} size="sm" /> : null}
      <Box sx={{ mt: 'auto' }}>
        {web ? (
          <Button
            variant="soft"
            startDecorator={<AppsIcon />}
            disabled={maintenance || busy}
            // Names start with the visible text (WCAG 2.5.3); the chip says why it is disabled.
            aria-label={t('environments.openAppsNamed', { name })}
            aria-describedby={maintenance ? maintenanceId : undefined}
            onClick={() => onOpenApps(entry)}
          >
            {t('environments.openApps')}
          </Button>
        ) : (
          // The pressed button is never disabled while it launches (aria-disabled instead): a
          // disabled button loses keyboard focus to <body>, and a launch that ends on this page
          // (an alert, a session window) must leave the user where they were.
          <Button
            startDecorator={launching ? <Spinner /> : <PlayIcon />}
            disabled={maintenance || (busy && !launching)}
            aria-disabled={launching || undefined}
            aria-label={
              launching ? t('environments.launchingNamed', { name }) : t('environments.launchNamed', { name })
            }
            aria-describedby={maintenance ? maintenanceId : undefined}
            onClick={() => {
              if (!launching) onLaunch(entry);
            }}
          >
            {launching ? t('environments.launching') : t('environments.launch')}
          </Button>
        )}
      </Box>
    </Card>
  );
}
