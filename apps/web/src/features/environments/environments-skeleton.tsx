import { useTranslation } from 'react-i18next';
import { EnvironmentCardSkeletons } from '../../launch/environment-card-grid';

/** The shape of the list while the clients load: a page that fills in, not a lone spinner. */
export function EnvironmentsSkeleton() {
  const { t } = useTranslation('environments');
  return (
    <div role="status" aria-busy aria-label={t('loadingList')}>
      <EnvironmentCardSkeletons />
    </div>
  );
}
