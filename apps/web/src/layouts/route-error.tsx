import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort for a page that failed to load or render (a lost code chunk after a deploy, a bug). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Stack
      component="main"
      alignItems="center"
      justifyContent="center"
      spacing={2}
      sx={{ minHeight: '100dvh', p: 3 }}
    >
      <Typography level="h1" sx={{ fontSize: 'xl2' }}>
        {t('errorPage.title')}
      </Typography>
      <Typography>{t('errorPage.description')}</Typography>
      <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
    </Stack>
  );
}
