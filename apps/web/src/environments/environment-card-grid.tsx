import Box from '@mui/joy/Box';
import type { SxProps } from '@mui/joy/styles/types';
import { EnvironmentCard } from './environment-card';
import { type EnvironmentEntry, entryKey } from './environment-list';

interface Props {
  entries: EnvironmentEntry[];
  /** From useLaunch: which entry is launching (one at a time), and how to launch one. */
  launching: string | null;
  onLaunch: (entry: EnvironmentEntry) => Promise<void>;
  onOpenApps: (entry: EnvironmentEntry) => void;
  sx?: SxProps;
}

/** A grid of environment cards wired to one launcher (environments page, apps page). */
export function EnvironmentCardGrid({ entries, launching, onLaunch, onOpenApps, sx }: Props) {
  return (
    <Box sx={[{ display: 'grid', gap: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {entries.map((entry) => (
        <EnvironmentCard
          key={entryKey(entry)}
          entry={entry}
          launching={launching === entryKey(entry)}
          busy={launching !== null}
          onLaunch={(e) => void onLaunch(e)}
          onOpenApps={onOpenApps}
        />
      ))}
    </Box>
  );
}
