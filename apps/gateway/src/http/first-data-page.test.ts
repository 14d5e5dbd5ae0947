import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@portal/contracts/portal';
import { describe, expect, it } from 'vitest';
import { listsClientsFirst, withFirstData } from './first-data-page';

const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';
const blockText = (html: string): string | undefined =>
  new RegExp(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  )?.[1];

describe('listsClientsFirst', () => {
  it('names the environments page and / (a signed-in visitor goes on to it), with or without a query', () => {
    for (const url of [
      '/',
      '/?lang=es',
      '/home/environments',
      '/home/environments/',
      '/home/environments?x=1',
    ])
      expect(listsClientsFirst(url), url).toBe(true);
  });

  it('leaves out every other page', () => {
    for (const url of ['/messages', '/apps/c1', '/home', '/home/environments/x', '/home/environmentsx'])
      expect(listsClientsFirst(url), url).toBe(false);
  });
});

describe('withFirstData', () => {
  const data: FirstData = {
    session: { authenticated: true, email: 'ann@example.com' },
    clients: {
      clients: [
        // What a hostile or careless name could do inside a script block: end it, open a comment.
        { client_uuid: 'c1', name: '</script><script>alert(1)</script><!-- $& \u2028', environments: [] },
      ],
      updatePlugin: false,
    },
  };

  it('adds one JSON block at the end of the body that no string inside can break out of', () => {
    const html = withFirstData(PAGE, data);
    expect(html.match(/<script/g)).toHaveLength(1);
    const text = blockText(html);
    expect(text).toBeDefined();
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text ?? '')).toEqual(data);
    expect(html.indexOf(FIRST_DATA_ELEMENT_ID)).toBeLessThan(html.indexOf('</body>'));
  });

  it('appends the block to a page without a body end', () => {
    expect(JSON.parse(blockText(withFirstData('<div id="root"></div>', data)) ?? '')).toEqual(data);
  });
});
