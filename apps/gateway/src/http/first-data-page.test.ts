import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@portal/contracts/portal';
import { describe, expect, it } from 'vitest';
import {
  CLIENTS_LIST_SCREEN,
  firstDataPage,
  listsClientsFirst,
  screenChunks,
  withFirstData,
} from './first-data-page';
import type { ViteManifest } from './vite-manifest';

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

/** The shape Vite writes: the entry with its own chunks, the two modules of the clients-list screen. */
const [SHELL = '', ENVIRONMENTS = ''] = CLIENTS_LIST_SCREEN;
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_vendor-react-R1.js'],
    dynamicImports: [SHELL, ENVIRONMENTS, 'src/features/auth/login-page.tsx'],
  },
  '_vendor-react-R1.js': { file: 'assets/vendor-react-R1.js' },
  [SHELL]: { file: 'assets/app-shell-S1.js', imports: ['_vendor-react-R1.js', 'index.html', '_Joy-J1.js'] },
  [ENVIRONMENTS]: {
    file: 'assets/environments-page-E1.js',
    imports: ['index.html', '_Joy-J1.js', '_Card-C1.js'],
    dynamicImports: ['_Modal-M1.js'],
  },
  '_Joy-J1.js': { file: 'assets/Joy-J1.js', imports: ['_vendor-react-R1.js'] },
  '_Card-C1.js': { file: 'assets/Card-C1.js', imports: ['_Joy-J1.js', '_Icons-I1.js'] },
  '_Icons-I1.js': { file: 'assets/Icons-I1.js' },
  '_Modal-M1.js': { file: 'assets/Modal-M1.js' },
  'src/features/auth/login-page.tsx': { file: 'assets/login-page-L1.js' },
};
const SCREEN_CHUNKS = [
  '/assets/app-shell-S1.js',
  '/assets/Joy-J1.js',
  '/assets/environments-page-E1.js',
  '/assets/Card-C1.js',
  '/assets/Icons-I1.js',
];
const HTML =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const preloadsOf = (html: string): string[] =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');

describe('screenChunks', () => {
  it("lists the modules' chunks and their static imports, each once, without the entry's own", () => {
    expect(screenChunks(manifest, CLIENTS_LIST_SCREEN)).toEqual(SCREEN_CHUNKS);
  });

  it('leaves out what loads on use (dynamic imports) and modules the build does not have', () => {
    expect(screenChunks(manifest, ['src/gone.tsx', ENVIRONMENTS])).toEqual([
      '/assets/environments-page-E1.js',
      '/assets/Joy-J1.js',
      '/assets/Card-C1.js',
      '/assets/Icons-I1.js',
    ]);
  });
});

describe('firstDataPage', () => {
  const data: FirstData = { session: { authenticated: true, email: 'ann@example.com' } };
  const write = firstDataPage(manifest);

  it("preloads the clients-list screen's chunks in the head of the pages that open on it", () => {
    for (const url of ['/home/environments', '/home/environments?x=1', '/']) {
      const html = write(HTML, url, data);
      expect(preloadsOf(html), url).toEqual(SCREEN_CHUNKS);
      expect(html.lastIndexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
      expect(JSON.parse(blockText(html) ?? '')).toEqual(data);
    }
  });

  it('adds no preload to other pages, nor without a manifest', () => {
    expect(write(HTML, '/messages', data)).toBe(withFirstData(HTML, data));
    expect(firstDataPage(undefined)(HTML, '/home/environments', data)).toBe(withFirstData(HTML, data));
  });
});
