import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/spinner';
import { mainLandmarkProps } from '../layouts/main-landmark';
import { NewPageFocus } from '../layouts/new-page-focus';
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
    <main {...mainLandmarkProps} className={`${mainLandmarkProps.className} route-error`}>
      <NewPageFocus />
      <h1>{t('logout.title')}</h1>
      <Spinner size="lg" />
    </main>
  );
}
