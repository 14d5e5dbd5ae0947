import { afterEach, describe, expect, it } from 'vitest';
import {
  needsCatalogue,
  notLoadedProblem,
  readSimNotice,
  readSimReleased,
  releasedMessage,
  scenarioRefusal,
} from './sim-notice';

/** The block exactly as the gateway writes it (apps/gateway/src/http/sim-picker-assets.ts). */
function pageWith(blockText: string, id = 'sim-notice'): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
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

describe('readSimReleased', () => {
  it('reads the released world the gateway wrote into the page', () => {
    pageWith('{"world":"w-1","scenario":"no-license","fresh":"no-license"}', 'sim-world-released');
    expect(readSimReleased(document)).toEqual({ world: 'w-1', scenario: 'no-license', fresh: 'no-license' });
    // The refusal block is another block: neither is read as the other.
    expect(readSimNotice(document)).toBeUndefined();
  });

  it('is undefined without a block, or with one that is not a release', () => {
    expect(readSimReleased(document)).toBeUndefined();
    for (const text of ['', 'nope', '{"world":"w"}', '{"world":1,"scenario":null,"fresh":null}']) {
      document.body.replaceChildren();
      pageWith(text, 'sim-world-released');
      expect(readSimReleased(document), text).toBeUndefined();
    }
  });
});

describe('releasedMessage', () => {
  it('names the world and its scenario, then the fresh world of that scenario', () => {
    expect(releasedMessage({ world: 'w-1', scenario: 'no-license', fresh: 'no-license' })).toEqual({
      what: { key: 'released.withScenario', values: { world: 'w-1', scenario: 'no-license' } },
      now: { key: 'released.fresh', values: { scenario: 'no-license' } },
    });
  });

  it('without a scenario to seed again: the shared world', () => {
    expect(releasedMessage({ world: 'w-2', scenario: null, fresh: null })).toEqual({
      what: { key: 'released.noScenario', values: { world: 'w-2' } },
      now: { key: 'released.shared', values: {} },
    });
  });
});

describe('needsCatalogue', () => {
  it('asks when the picker is open', () => {
    expect(needsCatalogue(true, undefined, undefined, false)).toBe(true);
  });
  it('closed, asks only to check a ?scenario= no gateway checked (the development server)', () => {
    expect(needsCatalogue(false, 'no-such', undefined, true)).toBe(true);
    // The gateway served the page: no notice means the scenario was known.
    expect(needsCatalogue(false, 'default', undefined, false)).toBe(false);
    // The gateway's notice says everything already.
    expect(needsCatalogue(false, 'no-such', { scenario: 'no-such', known: ['default'] }, true)).toBe(false);
    expect(needsCatalogue(false, undefined, undefined, true)).toBe(false);
  });
});

describe('notLoadedProblem', () => {
  const problems = [
    { file: 'auth/broken.yaml', summary: 'invalid scenario' },
    { file: 'broken/syntax.yaml', summary: 'invalid YAML' },
  ];

  it('finds the problem of the scenario’s own file', () => {
    expect(notLoadedProblem(problems, 'broken/syntax')).toBe(problems[1]);
  });

  it('is undefined for a name with no broken file, or when the problems could not be read', () => {
    expect(notLoadedProblem(problems, 'broken')).toBeUndefined();
    expect(notLoadedProblem(problems, 'auth/broken.yaml')).toBeUndefined();
    expect(notLoadedProblem(undefined, 'broken/syntax')).toBeUndefined();
  });
});
