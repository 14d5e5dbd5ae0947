import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/spinner';
import { InsideMainContext, mainLandmarkProps } from './main-landmark';

/**
 * Shown while a page's code or its session check is on the way. Outside a layout (the layout's code
 * is what is loading) it is the page: a main landmark with a heading, so even the wait has the
 * structure every page has.
 */
export function PageLoading() {
  const { t } = useTranslation();
  const insideMain = useContext(InsideMainContext);
  const spinner = (
    <div className="page-loading">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
  if (insideMain) return spinner;
  return (
    <main {...mainLandmarkProps}>
      <h1 className="visually-hidden">{t('common.loading')}</h1>
      {spinner}
    </main>
  );
}
