import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { type EnvironmentState, environmentState, maintenanceMessage } from '@portal/contracts/flows';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppsIcon, PlayIcon } from '../components/icons';
import { ResourceMark } from '../components/resource-mark';
import { Spinner } from '../components/spinner';
import type { EnvironmentEntry } from './environment-entry';
import { SecureOnlyBadge } from './secure-only-badge';
import { StarIcon } from './star-icon';

interface Props {
  entry: EnvironmentEntry;
  launching: boolean;
  /** Another launch is running: one at a time. */
  busy: boolean;
  onLaunch: (entry: EnvironmentEntry) => void;
  onOpenApps: (entry: EnvironmentEntry) => void;
  /** The favourite toggle; without it (the apps page) no star is shown. */
  favourite?: { on: boolean; toggle: (entry: EnvironmentEntry) => void };
}

export const CHIP_COLOR: Record<EnvironmentState, 'success' | 'warning' | 'danger' | 'primary'> = {
  available: 'success',
  maintenance: 'warning',
  'no-licences': 'danger',
  starting: 'primary',
};

/** What the card says under its chip: the maintenance text itself (its own or its client's), or what the state means. */
export function stateDetail(entry: EnvironmentEntry, state: EnvironmentState, t: (key: string) => string) {
  if (state === 'maintenance') return maintenanceMessage(entry.client, entry.environment) ?? '';
  if (state === 'no-licences') return t('launch.card.stateDetail.noLicences');
  if (state === 'starting') return t('launch.card.stateDetail.starting');
  return '';
}

export function EnvironmentCard({ entry, launching, busy, onLaunch, onOpenApps, favourite }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const stateId = useId();
  const secureId = useId();
  const { environment, client } = entry;
  const web = environment.access_group === 'WEB';
  const state = environmentState(client, environment);
  const detail = stateDetail(entry, state, t);
  const name = environment.name;
  const secureOnly = environment.secure_only === true;
  const describedBy = [state === 'available' ? '' : stateId, secureOnly ? secureId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      aria-busy={launching}
      variant="outlined"
      sx={{
        gap: 1.5,
        bgcolor: 'background.surface',
        transition: 'box-shadow 120ms, border-color 120ms',
        '&:hover': { boxShadow: 'md', borderColor: 'neutral.outlinedHoverBorder' },
      }}
    >
      {/* Room for the star, which sits in this row's corner but comes after Launch in the Tab order. */}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pr: favourite ? '44px' : 0 }}>
        <ResourceMark name={name} kind={web ? 'web' : 'desktop'} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography level="title-md" component="h3" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography level="body-sm">{t('launch.card.client', { name: client.name })}</Typography>
        </Box>
      </Box>
      {web ? null : (
        <Box id={stateId}>
          <Chip color={CHIP_COLOR[state]} variant="soft" size="sm">
            {t(`launch.card.state.${state}`)}
          </Chip>
          {detail ? (
            <Typography level="body-sm" sx={{ mt: 0.5 }}>
              {detail}
            </Typography>
          ) : null}
        </Box>
      )}
      {secureOnly ? <SecureOnlyBadge descriptionId={secureId} /> : null}
      {launching ? <LinearProgress aria-label={t('launch.card.launching')} size="sm" /> : null}
      <Box sx={{ mt: 'auto' }}>
        {web ? (
          <Button
            variant="soft"
            startDecorator={<AppsIcon />}
            disabled={busy}
            // Names start with the visible text (WCAG 2.5.3).
            aria-label={t('launch.card.openAppsNamed', { name })}
            aria-describedby={secureOnly ? secureId : undefined}
            onClick={() => onOpenApps(entry)}
          >
            {t('launch.card.openApps')}
          </Button>
        ) : (
          // Every state may be launched: the server decides (maintenance leads to /messages); the
          // chip only says what to expect. The pressed button is never disabled while it launches
          // (aria-disabled instead): a disabled button loses keyboard focus to <body>, and a launch
          // that ends on this page (an alert, a session window) must leave the user where they were.
          <Button
            startDecorator={launching ? <Spinner /> : <PlayIcon />}
            disabled={busy && !launching}
            aria-disabled={launching || undefined}
            aria-label={
              launching ? t('launch.card.launchingNamed', { name }) : t('launch.card.launchNamed', { name })
            }
            aria-describedby={describedBy || undefined}
            onClick={() => {
              if (!launching) onLaunch(entry);
            }}
          >
            {launching ? t('launch.card.launching') : t('launch.card.launch')}
          </Button>
        )}
      </Box>
      {favourite ? (
        // Last in the card, so Tab reaches Launch (the card's main action) first; drawn in the heading
        // row's corner. A plain Button, not IconButton: that one would add 8 kB to the route for one star.
        <Button
          size="sm"
          variant="plain"
          color={favourite.on ? 'warning' : 'neutral'}
          aria-pressed={favourite.on}
          aria-label={t('launch.card.favourite', { name })}
          onClick={() => favourite.toggle(entry)}
          sx={{
            position: 'absolute',
            top: 'calc(var(--Card-padding) - 4px)',
            right: 'calc(var(--Card-padding) - 4px)',
            minWidth: 36,
            minHeight: 36,
            px: 0,
          }}
        >
          <StarIcon filled={favourite.on} />
        </Button>
      ) : null}
    </Card>
  );
}
