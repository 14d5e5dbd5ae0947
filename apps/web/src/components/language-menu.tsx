import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import { LANGUAGES, type Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGE_NAMES } from '../i18n/languages';
import { CheckIcon, GlobeIcon } from './icons';

/** The globe menu: Português, English, Español, the current one highlighted. */
export function LanguageMenu({ tone = 'neutral' }: { tone?: 'neutral' | 'inverse' }) {
  const { t, i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const current: Language = isLanguage(resolved) ? resolved : 'en-US';
  const pick = (language: Language) => {
    if (language !== current) changeLanguage(language);
  };
  return (
    <Dropdown>
      <MenuButton
        variant="plain"
        color="neutral"
        size="sm"
        startDecorator={<GlobeIcon />}
        aria-label={t('language.change', { language: LANGUAGE_NAMES[current] })}
        sx={
          tone === 'inverse'
            ? {
                color: '#fff',
                '--Icon-color': '#fff',
                '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
                '&:active': { bgcolor: 'rgba(255,255,255,0.2)' },
              }
            : undefined
        }
      >
        {LANGUAGE_NAMES[current]}
      </MenuButton>
      <Menu placement="bottom-end" size="sm" aria-label={t('language.label')} sx={{ zIndex: 1400 }}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
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
