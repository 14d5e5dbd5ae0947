import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu, { type MenuActions } from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import { LANGUAGES, type Language } from '@portal/contracts';
import { type MouseEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGE_NAMES } from '../i18n/languages';
import { CheckIcon, GlobeIcon } from './icons';
import { MOBILE, onDark } from './styles';

// Icon-only below the breakpoint: the globe and the button's accessible name stay.
const compactOnSmallScreens = { [MOBILE]: { '--Button-gap': '0px', minWidth: 40 } } as const;

interface Props {
  tone?: 'neutral' | 'inverse';
  /** Show only the globe on small screens (the authenticated top bar has little room). */
  compactOnMobile?: boolean;
}

/** The globe menu: Português, English, Español, the current one highlighted. */
export function LanguageMenu({ tone = 'neutral', compactOnMobile = false }: Props) {
  const { t, i18n } = useTranslation();
  const idPrefix = useId();
  const menuActions = useRef<MenuActions>(null);
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const current: Language = isLanguage(resolved) ? resolved : 'en-US';
  const itemId = (language: Language) => `${idPrefix}-${language}`;
  const pick = (language: Language) => {
    if (language !== current) changeLanguage(language);
  };
  // The menu highlights (and so focuses) its first item when it opens. Highlighting the current
  // language instead, before the items mount, makes the menu open on it: the user sees at once
  // which one is chosen. Opening with the arrow keys keeps the first/last item (menu button pattern).
  const highlightCurrent = (event: MouseEvent<HTMLButtonElement>) =>
    menuActions.current?.dispatch({ type: 'list:itemHover', item: itemId(current), event });
  return (
    <Dropdown>
      <MenuButton
        variant="plain"
        color="neutral"
        size="sm"
        startDecorator={<GlobeIcon />}
        aria-label={t('language.change', { language: LANGUAGE_NAMES[current] })}
        onClick={highlightCurrent}
        sx={{
          ...(tone === 'inverse' ? onDark : {}),
          ...(compactOnMobile ? compactOnSmallScreens : {}),
        }}
      >
        <Box component="span" sx={compactOnMobile ? { [MOBILE]: { display: 'none' } } : undefined}>
          {LANGUAGE_NAMES[current]}
        </Box>
      </MenuButton>
      <Menu
        actions={menuActions}
        placement="bottom-end"
        size="sm"
        aria-label={t('language.label')}
        sx={{ zIndex: 1400 }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            id={itemId(language)}
            lang={language}
            selected={language === current}
            aria-current={language === current ? 'true' : undefined}
            onClick={() => pick(language)}
          >
            <ListItemDecorator>{language === current ? <CheckIcon /> : null}</ListItemDecorator>
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
