import Box from '@mui/joy/Box';
import type { ReactNode } from 'react';

export type IconBadgeTone = 'primary' | 'success' | 'warning' | 'neutral';

/**
 * The round badge a line icon sits in at the top of the signed-in card pages (plugin update,
 * sessions, notices, instance start): one size and one set of tones, so those pages read as one
 * family, as StoreFront's and AVD's status pages do. Decorative: the heading beside it says it all.
 */
export function IconBadge({ tone = 'primary', children }: { tone?: IconBadgeTone; children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        width: 64,
        height: 64,
        borderRadius: '50%',
        bgcolor: `${tone}.softBg`,
        color: `${tone}.softColor`,
        '--Icon-fontSize': '32px',
        '--Icon-color': 'currentColor',
      }}
    >
      {children}
    </Box>
  );
}
