import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('leaves no character that could open a tag, end an attribute or start an entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('keeps other text as it is', () => {
    expect(escapeHtml('Acme · Globex — São Paulo')).toBe('Acme · Globex — São Paulo');
  });
});
