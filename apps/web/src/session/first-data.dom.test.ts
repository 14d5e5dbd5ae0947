import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@portal/contracts/portal';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFirstData } from './first-data';

const DATA: FirstData = {
  session: { authenticated: true, email: 'demo@example.com' },
  clients: {
    clients: [{ client_uuid: 'c1', name: 'Acme </script>', environments: [] }],
    updatePlugin: false,
  },
};

/** The page as the gateway writes it: the block's text escaped as in apps/gateway's json-block.ts. */
function pageWith(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_DATA_ELEMENT_ID;
  block.textContent = text;
  document.body.append(block);
}
const escaped = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

beforeEach(() => {
  document.body.replaceChildren();
});

describe('readFirstData', () => {
  it('reads the block once: it leaves the document', () => {
    pageWith(escaped(DATA));
    expect(readFirstData(document)).toEqual(DATA);
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull();
    expect(readFirstData(document)).toBeUndefined();
  });

  it('takes a session without a clients list (another page, or the list failed)', () => {
    pageWith(JSON.stringify({ session: DATA.session }));
    expect(readFirstData(document)).toEqual({ session: DATA.session });
  });

  it('reads anything else as no data: the app asks as before', () => {
    expect(readFirstData(document)).toBeUndefined();
    for (const text of [
      '{broken',
      '"text"',
      JSON.stringify({ session: { authenticated: false, email: null } }),
      JSON.stringify({ session: { authenticated: true, email: 1 } }),
      JSON.stringify({ session: DATA.session, clients: { clients: 'no', updatePlugin: false } }),
      JSON.stringify({ session: DATA.session, clients: { clients: [] } }),
    ]) {
      pageWith(text);
      expect(readFirstData(document), text).toBeUndefined();
    }
  });
});

describe('takeFirstSession and takeFirstQueries', () => {
  it('give each consumer the page’s data once', async () => {
    vi.resetModules();
    pageWith(escaped(DATA));
    const { takeFirstQueries, takeFirstSession } = await import('./first-data');
    expect(takeFirstSession()).toEqual(DATA.session);
    expect(takeFirstSession()).toBeUndefined();
    expect(takeFirstQueries()).toEqual(DATA);
    expect(takeFirstQueries()).toBeUndefined();
  });
});
