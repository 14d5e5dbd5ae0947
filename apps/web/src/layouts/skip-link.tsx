import Link from '@mui/joy/Link';
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
    <Link
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        if (focusMain()) event.preventDefault();
      }}
      level="body-md"
      variant="solid"
      color="primary"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 2100,
        px: 2,
        py: 1,
        borderRadius: 'sm',
        boxShadow: 'md',
        // Off screen (not display:none) so it stays in the tab order; back on screen with focus.
        transform: 'translateY(calc(-100% - 16px))',
        '&:focus, &:focus-visible': { transform: 'none', outlineOffset: '2px' },
      }}
    >
      {t('layout.skipToMain')}
    </Link>
  );
}
