import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
import { type NewsItem, newestFirst, newsFor, unreadCount } from './news';

const news = [
  {
    id: 'a',
    date: '2026-11-20',
    title: { PtBr: 'Olá', En: 'Hello' },
    text: { PtBr: 'Texto', Es: 'Texto es' },
  },
  { id: 'b', title: { PtBr: 'Só pt' }, date: 'tomorrow' },
  { id: 3, title: { En: 'no id' } },
  { id: 'c', title: {} },
  { id: 'd', title: { En: 5, PtBr: ['x'] } },
  'junk',
];

describe('newsFor', () => {
  it('shows nothing unless showNews is on', () => {
    expect(newsFor({ ...DEFAULT_BRANDING, news } as typeof DEFAULT_BRANDING, 'en-US')).toEqual([]);
    expect(newsFor({ ...DEFAULT_BRANDING, showNews: true }, 'en-US')).toEqual([]);
  });

  it('gives the well-formed items in the language, falling back to pt-BR', () => {
    const branding = { ...DEFAULT_BRANDING, showNews: true, news } as typeof DEFAULT_BRANDING;
    expect(newsFor(branding, 'en-US')).toEqual([
      { id: 'a', title: 'Hello', text: 'Texto', date: '2026-11-20' },
      { id: 'b', title: 'Só pt', text: '' },
    ]);
    expect(newsFor(branding, 'es')[0]).toMatchObject({ title: 'Olá', text: 'Texto es' });
  });
});

describe('newestFirst', () => {
  const item = (id: string, date?: string): NewsItem => ({
    id,
    title: id,
    text: '',
    ...(date ? { date } : {}),
  });

  it('lists the newest date first, undated items last in their config order', () => {
    const listed = [
      item('old', '2026-11-20'),
      item('undated-1'),
      item('new', '2026-11-28'),
      item('undated-2'),
    ];
    expect(newestFirst(listed).map((n) => n.id)).toEqual(['new', 'old', 'undated-1', 'undated-2']);
  });

  it('is what newsFor gives', () => {
    const branding = {
      ...DEFAULT_BRANDING,
      showNews: true,
      news: [
        { id: 'older', date: '2026-01-02', title: { En: 'Older' } },
        { id: 'newer', date: '2026-03-04', title: { En: 'Newer' } },
      ],
    } as typeof DEFAULT_BRANDING;
    expect(newsFor(branding, 'en-US').map((n) => n.id)).toEqual(['newer', 'older']);
  });
});

describe('unreadCount', () => {
  const listed: NewsItem[] = [
    { id: 'a', title: 'A', text: '' },
    { id: 'b', title: 'B', text: '' },
  ];

  it('counts the listed news this browser has not opened', () => {
    expect(unreadCount(listed, new Set())).toBe(2);
    expect(unreadCount(listed, new Set(['a', 'gone']))).toBe(1);
    expect(unreadCount(listed, new Set(['a', 'b']))).toBe(0);
    expect(unreadCount([], new Set())).toBe(0);
  });
});
