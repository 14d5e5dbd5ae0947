import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/spinner';

/** Shown while a page's code or its session check is on the way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}
