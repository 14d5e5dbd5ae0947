import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandingContext } from '../branding/branding-context';
import { NEWS_SEEN_KEY } from '../session/news-seen';
import { Notifications } from './notifications';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: { count?: number }) => (values?.count ? `${key}:${values.count}` : key),
    i18n: { language: 'en-US', resolvedLanguage: 'en-US' },
  }),
}));

const NEWS = [
  { id: 'old', title: { En: 'Maintenance' }, text: { En: 'Saturday' }, date: '2026-11-20' },
  { id: 'new', title: { En: 'New machines' }, text: { En: '' }, date: '2026-11-28' },
];

function renderBell(news: unknown[] = NEWS) {
  const branding = { ...DEFAULT_BRANDING, showNews: true, news } as typeof DEFAULT_BRANDING;
  return render(
    <BrandingContext.Provider value={branding}>
      <Notifications />
    </BrandingContext.Provider>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

const bell = () => screen.getByRole('button', { name: /^layout\.notifications/ });

describe('the bell', () => {
  it('counts the unread news, lists them newest first on a click, and reads them', () => {
    renderBell();
    expect(bell().getAttribute('aria-label')).toBe('layout.notificationsUnread:2');
    expect(bell().textContent).toBe('2');
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(bell());
    const menu = screen.getByRole('menu', { name: 'layout.notifications' });
    expect(bell().getAttribute('aria-controls')).toBe(menu.id);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.querySelector('.news-title')?.textContent)).toEqual([
      'New machines',
      'Maintenance',
    ]);
    // Opening marked them read, here and for the next page load.
    expect(bell().getAttribute('aria-label')).toBe('layout.notifications');
    expect(bell().textContent).toBe('');
    expect(JSON.parse(window.localStorage.getItem(NEWS_SEEN_KEY) ?? '[]')).toEqual(['new', 'old']);
  });

  it('opens from the keyboard on the first or last item; arrows wrap; Escape gives focus back', () => {
    renderBell();
    bell().focus();
    fireEvent.keyDown(bell(), { key: 'ArrowUp' });
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(bell());

    fireEvent.keyDown(bell(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]);
  });

  it('closes on a click elsewhere, on Tab, on a picked item and on the bell, focus on the bell', () => {
    renderBell();
    fireEvent.click(bell());
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.click(bell());
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(bell());

    fireEvent.click(bell());
    act(() => {
      document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(bell());
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0] as HTMLElement, { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(bell());
    fireEvent.click(screen.getAllByRole('menuitem')[1] as HTMLElement);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('says there is nothing, as one disabled item the keyboard lands on', () => {
    renderBell([]);
    expect(bell().getAttribute('aria-label')).toBe('layout.notifications');
    fireEvent.keyDown(bell(), { key: 'ArrowDown' });
    const [only] = screen.getAllByRole('menuitem');
    expect(only?.textContent).toBe('layout.noNotifications');
    expect(only?.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(only);
  });
});
