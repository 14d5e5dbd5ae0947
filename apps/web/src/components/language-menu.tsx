import { LANGUAGES, type Language } from '@portal/contracts/limits';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/change-language';
import { isLanguage, LANGUAGE_NAMES } from '../i18n/languages';
import { CheckIcon, GlobeIcon } from './icons';
import { menuKeyTarget } from './menu-keys';

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
  const menuId = useId();
  const [open, setOpen] = useState(false);
  // Which item gets focus when the menu opens: the current language, or the first/last (arrows).
  const [initial, setInitial] = useState<number>(0);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const current: Language = isLanguage(resolved) ? resolved : 'en-US';

  const openAt = (index: number) => {
    setInitial(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items.current[initial]?.focus();
    const outside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, initial]);

  const pick = (language: Language) => {
    close(true);
    if (language !== current) changeLanguage(language);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : LANGUAGES.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = items.current.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const target = menuKeyTarget(event.key, focused, LANGUAGES.length);
    if (target !== undefined) {
      event.preventDefault();
      items.current[target]?.focus();
    }
  };

  const toneClass = tone === 'inverse' ? 'on-dark' : '';
  return (
    <div className="menu-anchor" ref={anchor}>
      <button
        ref={button}
        type="button"
        className={`btn btn-plain language-button ${toneClass} ${compactOnMobile ? 'compact-on-mobile' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('language.change', { language: LANGUAGE_NAMES[current] })}
        onClick={() => (open ? close(false) : openAt(LANGUAGES.indexOf(current)))}
        onKeyDown={onButtonKey}
      >
        <GlobeIcon fontSize="sm" />
        <span className="language-name">{LANGUAGE_NAMES[current]}</span>
      </button>
      {open ? (
        <div id={menuId} className="menu" role="menu" aria-label={t('language.label')} onKeyDown={onMenuKey}>
          {LANGUAGES.map((language, index) => (
            <button
              type="button"
              key={language}
              ref={(element) => {
                items.current[index] = element;
              }}
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
