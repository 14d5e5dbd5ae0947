import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthColumn } from '../layouts/auth-layout';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AuthColumn>
      <Typography
        level="body-lg"
        aria-hidden
        sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.plainColor' }}
      >
        404
      </Typography>
      <Typography level="h1" sx={{ fontSize: 'xl3' }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3 }}>{t('notFound.description')}</Typography>
      <Button component={RouterLink} to="/" size="lg">
        {t('common.backHome')}
      </Button>
    </AuthColumn>
  );
}
