import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { IconBadge, type IconBadgeTone } from '../components/icon-badge';

interface Props {
  /** The picture on top: the branding's image, or an icon in a soft circle. */
  art: ReactNode;
  children: ReactNode;
}

/** One centred card, as the waiting and notice screens of remote-desktop portals are. */
export function InstanceCard({ art, children }: Props) {
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 6 }, display: 'grid', justifyItems: 'center' }}>
      <Sheet
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 'var(--portal-card-width)',
          borderRadius: 'lg',
          boxShadow: 'sm',
          p: { xs: 2.5, md: 4 },
          display: 'grid',
          gap: 2,
        }}
      >
        <Box sx={{ display: 'grid', justifyItems: 'center' }}>{art}</Box>
        {children}
      </Sheet>
    </Box>
  );
}

/** The icon art when the branding has no image for this screen. */
export function IconArt({ color, children }: { color: IconBadgeTone; children: ReactNode }) {
  return <IconBadge tone={color}>{children}</IconBadge>;
}

/** A branding image (maintenanceImageUrl, messagesImageUrl): decorative, the text says it all. */
export function BrandImage({ src }: { src: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ maxWidth: '100%', maxHeight: 180, objectFit: 'contain', borderRadius: 'md' }}
    />
  );
}

/** The page's title, with the client it is about above it once known. */
export function CardTitle({ client, children }: { client: string | undefined; children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', display: 'grid', gap: 0.5 }}>
      {client ? (
        <Typography
          level="title-sm"
          textColor="text.tertiary"
          sx={{ letterSpacing: '0.06em', textTransform: 'uppercase' }}
        >
          {client}
        </Typography>
      ) : null}
      <Typography level="h1" sx={{ fontSize: 'xl2' }}>
        {children}
      </Typography>
    </Box>
  );
}
