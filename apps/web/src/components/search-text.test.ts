import { describe, expect, it } from 'vitest';
import { matchesSearch, normaliseForSearch } from './search-text';

describe('search text', () => {
  it('ignores accents, case and outer spaces', () => {
    expect(normaliseForSearch(' Ação Élan ')).toBe('acao elan');
  });

  it('matches any of the texts, and everything for an empty query', () => {
    expect(matchesSearch(['Relatórios Financeiros', 'Acme'], 'RELATORIO')).toBe(true);
    expect(matchesSearch(['São Paulo'], 'sao p')).toBe(true);
    expect(matchesSearch(['Intranet'], 'crm')).toBe(false);
    expect(matchesSearch(['Intranet'], '   ')).toBe(true);
  });
});
