import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ArrowBackIcon } from '../../components/icons';

/** The frame of every plugin page: a centred column, its heading, and the way back. */
export function PluginPage({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation('plugin');
  return (
    <Box
      sx={{
        px: { xs: 2, md: 4 },
        py: { xs: 3, md: 5 },
        maxWidth: wide ? 1040 : 720,
        width: '100%',
        mx: 'auto',
      }}
    >
      <Button
        component={RouterLink}
        to="/home/environments"
        variant="plain"
        startDecorator={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('launching.back')}
      </Button>
      <Typography level="h1" sx={{ fontSize: 'xl2', mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>{children}</Box>
    </Box>
  );
}
