import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
import { newsFor } from './news';

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
