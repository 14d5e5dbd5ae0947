import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthColumn } from '../layouts/auth-layout';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AuthColumn card>
      <p className="big-code" aria-hidden>
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="auth-lead">{t('notFound.description')}</p>
      <RouterLink to="/" className="btn btn-primary btn-lg">
        {t('common.backHome')}
      </RouterLink>
    </AuthColumn>
  );
}
