import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import type { SxProps } from '@mui/joy/styles/types';
import type { ComponentProps, ComponentType } from 'react';
import { EnvironmentCard } from './environment-card';
import { type EnvironmentEntry, entryKey } from './environment-entry';

interface Props {
  entries: EnvironmentEntry[];
  /** From useLaunch: which entry is launching (one at a time), and how to launch one. */
  launching: string | null;
  onLaunch: (entry: EnvironmentEntry) => Promise<void>;
  onOpenApps: (entry: EnvironmentEntry) => void;
  /** The environments page's stars; the apps page has none. */
  favourites?: { keys: ReadonlySet<string>; toggle: (entry: EnvironmentEntry) => void };
  /**
   * The compact row of the list view (environment-row.tsx), instead of cards; passed in by the
   * environments page so the apps page, which has no list view, does not load it.
   */
  row?: ComponentType<ComponentProps<typeof EnvironmentCard>>;
  sx?: SxProps;
}

/**
 * Cards flow in as many columns as fit (never a lone column on a wide screen). `auto-fit`: with
 * fewer cards than fit, they share the width rather than leave empty tracks (the apps page's lone
 * desktop card fills its half, as few cards fill the environments page: group-columns.ts).
 */
export const CARD_GRID_COLUMNS = 'repeat(auto-fit, minmax(min(100%, 264px), 1fr))';

/** A grid of environment cards wired to one launcher (environments page, apps page). */
export function EnvironmentCardGrid({
  entries,
  launching,
  onLaunch,
  onOpenApps,
  favourites,
  row,
  sx,
}: Props) {
  const Item = row ?? EnvironmentCard;
  return (
    <Box
      sx={[
        row
          ? { display: 'grid', gap: 1, alignContent: 'start' }
          : { display: 'grid', gap: 2, gridTemplateColumns: CARD_GRID_COLUMNS },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {entries.map((entry) => {
        const key = entryKey(entry);
        return (
          <Item
            key={key}
            entry={entry}
            launching={launching === key}
            busy={launching !== null}
            onLaunch={(e) => void onLaunch(e)}
            onOpenApps={onOpenApps}
            favourite={favourites ? { on: favourites.keys.has(key), toggle: favourites.toggle } : undefined}
          />
        );
      })}
    </Box>
  );
}

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * A group heading and cards shaped like the environment cards (icon, name, state, button), hidden
 * from assistive technology: here and on /homeLoading, whose own status line says what is going
 * on, so both waits look like the page to come.
 */
export function EnvironmentCardSkeletons() {
  return (
    <Box aria-hidden>
      <Skeleton variant="text" level="h2" sx={{ width: 200, mb: 1.5 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: CARD_GRID_COLUMNS }}>
        {PLACEHOLDERS.map((key) => (
          <Card key={key} variant="outlined" sx={{ gap: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <Skeleton variant="rectangular" width={40} height={40} sx={{ borderRadius: 'sm' }} />
              <Box sx={{ flex: 1 }}>
                <Skeleton variant="text" level="title-md" sx={{ width: '70%' }} />
                <Skeleton variant="text" level="body-sm" sx={{ width: '50%' }} />
              </Box>
            </Box>
            <Skeleton variant="rectangular" width={88} height={22} sx={{ borderRadius: 'xl' }} />
            <Skeleton variant="rectangular" width={104} height={36} sx={{ borderRadius: 'sm' }} />
          </Card>
        ))}
      </Box>
    </Box>
  );
}
