import { useTranslation } from 'react-i18next';
import { focusMain, MAIN_ID } from './main-landmark';

/**
 * "Skip to main content": the first tab stop of a layout, hidden until it has focus. It focuses
 * <main> itself instead of following the #main hash, which would add the hash to the address and
 * go through the router.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        if (focusMain()) event.preventDefault();
      }}
    >
      {t('layout.skipToMain')}
    </a>
  );
}
