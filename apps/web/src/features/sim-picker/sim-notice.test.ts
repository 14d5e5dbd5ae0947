import { afterEach, describe, expect, it } from 'vitest';
import { readSimNotice, scenarioRefusal } from './sim-notice';

/** The block exactly as the gateway writes it (apps/gateway/src/http/sim-picker-assets.ts). */
function pageWith(blockText: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'sim-notice';
  block.textContent = blockText;
  document.body.append(block);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('readSimNotice', () => {
  it('reads the notice, with the escapes the gateway uses turned back into characters', () => {
    pageWith(
      '{"scenario":"\\u003c/script\\u003e \\u0026 \\"x\\"","known":["default","launch/pending-connection"]}',
    );
    expect(readSimNotice(document)).toEqual({
      scenario: '</script> & "x"',
      known: ['default', 'launch/pending-connection'],
    });
  });

  it('is undefined without a block, or with one that is not a notice', () => {
    expect(readSimNotice(document)).toBeUndefined();
    for (const text of ['', 'not json', '{"scenario":1,"known":[]}', '{"scenario":"x"}', 'null']) {
      document.body.replaceChildren();
      pageWith(text);
      expect(readSimNotice(document), text).toBeUndefined();
    }
  });
});

describe('scenarioRefusal', () => {
  const catalogue = [{ name: 'default' }, { name: 'no-license' }];
  const notice = { scenario: 'nope', known: ['default', 'no-license'] };

  it('takes the gateway notice first, even when the catalogue could not be read', () => {
    expect(scenarioRefusal(notice, 'nope', undefined)).toBe(notice);
    expect(scenarioRefusal(notice, undefined, catalogue)).toBe(notice);
  });

  it('without a notice, refuses a requested name the catalogue does not have', () => {
    expect(scenarioRefusal(undefined, 'nope', catalogue)).toEqual(notice);
    expect(scenarioRefusal(undefined, 'no-license', catalogue)).toBeUndefined();
    expect(scenarioRefusal(undefined, 'nope', undefined)).toBeUndefined();
    expect(scenarioRefusal(undefined, undefined, catalogue)).toBeUndefined();
  });
});
