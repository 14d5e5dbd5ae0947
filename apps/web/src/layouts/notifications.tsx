import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../branding/branding-context';
import { newsFor, unreadCount } from '../branding/news';
import { BellIcon } from '../components/icons';
import { useMenuButton } from '../components/use-menu-button';
import { formatDateTime } from '../i18n/format';
import { localStore } from '../session/browser-storage';
import { markNewsSeen, readSeenNews } from '../session/news-seen';
import './notifications.css';

// A news date is a calendar day (YYYY-MM-DD): read and shown in UTC so no zone moves it a day.
const newsDate = (date: string, language: string) =>
  formatDateTime(Date.parse(`${date}T00:00:00Z`), language, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The bell: the branding's news when it turns them on (docs/decisions/011), newest first, else "no
 * notifications". A badge counts the news this browser has not opened; opening the menu reads them.
 * The same menu button as the language menu beside it (../components/use-menu-button.ts).
 */
export function Notifications() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const branding = useBranding();
  const news = useMemo(() => newsFor(branding, language), [branding, language]);
  const [seen, setSeen] = useState(() => readSeenNews(localStore()));
  const unread = unreadCount(news, seen);
  const menu = useMenuButton(0);
  // Opening the menu reads its news, here and for the next page load.
  useEffect(() => {
    if (menu.open && unread > 0)
      setSeen(
        markNewsSeen(
          localStore(),
          news.map((item) => item.id),
        ),
      );
  }, [menu.open, unread, news]);
  return (
    <div className="menu-anchor" ref={menu.anchorRef}>
      <button
        {...menu.buttonProps}
        className="btn btn-plain on-dark bell-button"
        aria-label={
          unread > 0 ? t('layout.notificationsUnread', { count: unread }) : t('layout.notifications')
        }
      >
        <BellIcon />
        {/* Named by the button's label; the dot only shows the number. */}
        {unread > 0 ? (
          <span className="bell-badge" aria-hidden>
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </button>
      {menu.open ? (
        // Kept inside the banner landmark rather than portalled to the end of the body.
        <div
          {...menu.menuProps}
          role="menu"
          className="menu news-menu"
          aria-label={t('layout.notifications')}
        >
          {/* An item too, so the keyboard lands somewhere when the menu opens. */}
          {news.length === 0 ? (
            <div role="menuitem" tabIndex={-1} aria-disabled="true" className="menu-item">
              {t('layout.noNotifications')}
            </div>
          ) : null}
          {news.map((item) => (
            <button
              type="button"
              key={item.id}
              role="menuitem"
              tabIndex={-1}
              className="menu-item news-item"
              onClick={() => menu.close(true)}
            >
              <span className="news-title">{item.title}</span>
              {item.text ? <span className="news-text">{item.text}</span> : null}
              {item.date ? <span className="news-date">{newsDate(item.date, language)}</span> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
