import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { environmentState } from '@portal/contracts/flows';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceMark } from '../components/resource-mark';
import { Spinner } from '../components/spinner';
import { CHIP_COLOR, stateDetail } from './environment-card';
import type { EnvironmentEntry } from './environment-entry';
import { StarIcon } from './star-icon';

interface Props {
  entry: EnvironmentEntry;
  launching: boolean;
  busy: boolean;
  onLaunch: (entry: EnvironmentEntry) => void;
  onOpenApps: (entry: EnvironmentEntry) => void;
  favourite?: { on: boolean; toggle: (entry: EnvironmentEntry) => void };
}

/**
 * The environment card's compact form, for the list view of long lists (issue 22): one line a
 * environment, the same name, state and actions as the card (environment-card.tsx), Launch
 * before the star in Tab order.
 */
export function EnvironmentRow({ entry, launching, busy, onLaunch, onOpenApps, favourite }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const stateId = useId();
  const { environment, client } = entry;
  const web = environment.access_group === 'WEB';
  const state = environmentState(client, environment);
  const detail = stateDetail(entry, state, t);
  const name = environment.name;
  return (
    <Sheet
      component="article"
      aria-labelledby={headingId}
      aria-busy={launching}
      variant="outlined"
      sx={{
        borderRadius: 'sm',
        px: 1.5,
        py: 1,
        display: 'grid',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
        gridTemplateAreas: '"mark name state actions"',
        '@media (max-width: 599.95px)': {
          gridTemplateColumns: 'auto minmax(0, 1fr) auto',
          gridTemplateAreas: '"mark name actions" "mark state actions"',
        },
      }}
    >
      <Box sx={{ gridArea: 'mark' }}>
        <ResourceMark name={name} kind={web ? 'web' : 'desktop'} size={32} />
      </Box>
      <Box sx={{ gridArea: 'name', minWidth: 0 }}>
        <Typography level="title-sm" component="h3" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography level="body-xs">{t('launch.card.client', { name: client.name })}</Typography>
      </Box>
      <Box id={stateId} sx={{ gridArea: 'state', minWidth: 0 }}>
        {web ? null : (
          <Chip color={CHIP_COLOR[state]} variant="soft" size="sm">
            {t(`launch.card.state.${state}`)}
          </Chip>
        )}
        {detail ? (
          <Typography level="body-xs" sx={{ maxWidth: 280, mt: 0.25 }}>
            {detail}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {web ? (
          <Button
            size="sm"
            variant="soft"
            disabled={busy}
            aria-label={t('launch.card.openAppsNamed', { name })}
            onClick={() => onOpenApps(entry)}
          >
            {t('launch.card.openApps')}
          </Button>
        ) : (
          <Button
            size="sm"
            startDecorator={launching ? <Spinner /> : null}
            disabled={busy && !launching}
            aria-disabled={launching || undefined}
            aria-label={
              launching ? t('launch.card.launchingNamed', { name }) : t('launch.card.launchNamed', { name })
            }
            aria-describedby={state === 'available' ? undefined : stateId}
            onClick={() => {
              if (!launching) onLaunch(entry);
            }}
          >
            {launching ? t('launch.card.launching') : t('launch.card.launch')}
          </Button>
        )}
        {favourite ? (
          <Button
            size="sm"
            variant="plain"
            color={favourite.on ? 'warning' : 'neutral'}
            aria-pressed={favourite.on}
            aria-label={t('launch.card.favourite', { name })}
            onClick={() => favourite.toggle(entry)}
            sx={{ minWidth: 36, minHeight: 36, px: 0 }}
          >
            <StarIcon filled={favourite.on} />
          </Button>
        ) : null}
      </Box>
      {launching ? (
        <LinearProgress aria-label={t('launch.card.launching')} size="sm" sx={{ gridColumn: '1 / -1' }} />
      ) : null}
    </Sheet>
  );
}
