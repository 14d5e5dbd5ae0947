import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  tone?: 'primary' | 'success' | 'warning';
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** The signed-in sessions pages: one centred card with a badge, a heading, a lead and actions. */
export function SessionPanel({ icon, tone = 'primary', title, lead, children }: Props) {
  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, width: '100%' }}>
      <Sheet
        variant="outlined"
        sx={{
          maxWidth: 520,
          mx: 'auto',
          p: { xs: 3, sm: 4 },
          borderRadius: 'lg',
          boxShadow: 'sm',
          display: 'grid',
          gap: 2,
          justifyItems: 'center',
          textAlign: 'center',
        }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 64,
            height: 64,
            borderRadius: '50%',
            bgcolor: `${tone}.softBg`,
            color: `${tone}.softColor`,
            '--Icon-fontSize': '32px',
            '& svg': { width: 32, height: 32 },
          }}
        >
          {icon}
        </Box>
        <Typography level="h1" sx={{ fontSize: 'xl2' }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{lead}</Typography>
        {children}
      </Sheet>
    </Box>
  );
}
