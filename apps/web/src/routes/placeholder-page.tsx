import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { matchSpecRoute } from './route-table';

/**
 * A spec route whose screen is not built yet: it is routed and guarded, and says so plainly
 * instead of pretending to work. `back` is where the user can go on from here.
 */
function Placeholder({ back }: { back: 'home' | 'environments' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = matchSpecRoute(pathname)?.titleKey;
  return (
    <div className="placeholder">
      <h1>{titleKey ? t(titleKey) : ''}</h1>
      <p>{t('placeholder.notBuilt')}</p>
      <div>
        <RouterLink to={back === 'home' ? '/' : '/home/environments'} className="btn btn-outlined">
          {back === 'home' ? t('common.backHome') : t('placeholder.backEnvironments')}
        </RouterLink>
      </div>
    </div>
  );
}

export const AuthPlaceholderPage = () => <Placeholder back="home" />;
export const AppPlaceholderPage = () => <Placeholder back="environments" />;
