import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/spinner';
import { InsideMainContext, mainLandmarkProps } from './main-landmark';

/**
 * Shown while a page's code or its session check is on the way. It stands in for the page, so it
 * has the heading every page has (layouts draw none: the page is what brings its heading), and the
 * wait is not a page without one. Outside a layout (the layout's code is what is loading) it is
 * the whole page: a main landmark too.
 */
export function PageLoading() {
  const { t } = useTranslation();
  const insideMain = useContext(InsideMainContext);
  const content = (
    <>
      <h1 className="visually-hidden">{t('common.loading')}</h1>
      <div className="page-loading">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    </>
  );
  if (insideMain) return content;
  return <main {...mainLandmarkProps}>{content}</main>;
}
