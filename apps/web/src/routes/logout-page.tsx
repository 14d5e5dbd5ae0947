import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mainLandmarkProps, mainLandmarkSx } from '../layouts/main-landmark';
import { useLogout } from '../session/use-logout';

/** /logout: ends the session and goes to / (the same path as the top-bar button). */
export function LogoutPage() {
  const { t } = useTranslation();
  const { logout } = useLogout();
  // React's development double effects must not log out twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return (
    <Box
      component="main"
      {...mainLandmarkProps}
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
        ...mainLandmarkSx,
      }}
    >
      <Typography level="h1" sx={{ fontSize: 'xl2' }}>
        {t('logout.title')}
      </Typography>
      <CircularProgress aria-hidden />
    </Box>
  );
}
