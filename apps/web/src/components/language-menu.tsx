import { LANGUAGES, type Language } from '@portal/contracts/limits';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/change-language';
import { isLanguage, LANGUAGE_NAMES } from '../i18n/languages';
import { CheckIcon, GlobeIcon } from './icons';
import { useMenuButton } from './use-menu-button';

interface Props {
  tone?: 'neutral' | 'inverse';
  /** Show only the globe on small screens (the authenticated top bar has little room). */
  compactOnMobile?: boolean;
}

/**
 * The globe menu: Português, English, Español, the current one highlighted. A menu button
 * (button + role=menu): it opens on the current language, arrows move, Escape closes and gives
 * focus back to the button, Tab or a click elsewhere closes it.
 */
export function LanguageMenu({ tone = 'neutral', compactOnMobile = false }: Props) {
  const { t, i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const current: Language = isLanguage(resolved) ? resolved : 'en-US';
  const menu = useMenuButton(LANGUAGES.indexOf(current));

  const pick = (language: Language) => {
    menu.close(true);
    if (language !== current) changeLanguage(language);
  };

  const toneClass = tone === 'inverse' ? 'on-dark' : '';
  return (
    <div className="menu-anchor" ref={menu.anchorRef}>
      <button
        {...menu.buttonProps}
        className={`btn btn-plain language-button ${toneClass} ${compactOnMobile ? 'compact-on-mobile' : ''}`}
        aria-label={t('language.change', { language: LANGUAGE_NAMES[current] })}
      >
        <GlobeIcon fontSize="sm" />
        <span className="language-name">{LANGUAGE_NAMES[current]}</span>
      </button>
      {menu.open ? (
        <div {...menu.menuProps} role="menu" className="menu" aria-label={t('language.label')}>
          {LANGUAGES.map((language) => (
            <button
              type="button"
              key={language}
              role="menuitem"
              tabIndex={-1}
              lang={language}
              className="menu-item"
              aria-current={language === current ? 'true' : undefined}
              onClick={() => pick(language)}
            >
              <span className="menu-item-check">
                {language === current ? <CheckIcon fontSize="sm" /> : null}
              </span>
              {LANGUAGE_NAMES[language]}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
