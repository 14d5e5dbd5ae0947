import { BOT_CHECK_STAND_IN_TOKEN } from '@portal/contracts/portal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBotToken } from './bot-check';
import {
  type BotCheckHost,
  type Grecaptcha,
  RECAPTCHA_ONLOAD,
  RECAPTCHA_SCRIPT,
  resetBotCheckForTests,
} from './recaptcha-widget';

type Params = Record<string, unknown>;

/** A page whose script loads are answered by hand, and a fake grecaptcha that records its calls. */
function fakePage() {
  const win = window as BotCheckHost['window'];
  const timers: (() => void)[] = [];
  const host: BotCheckHost = { document, window: win, setTimeout: (run) => timers.push(run) };
  const rendered: Params[] = [];
  const executed: unknown[][] = [];
  const grecaptcha: Grecaptcha = {
    render: (_container, params) => rendered.push(params) - 1,
    execute: (...args) => executed.push(args),
    reset: () => undefined,
  };
  const scripts = () => [...document.head.querySelectorAll('script')];
  return {
    host,
    rendered,
    executed,
    timers,
    scripts,
    /** The widget's code (a chunk of its own) has arrived and asked for Google's script. */
    scriptAppended: () => vi.waitFor(() => expect(scripts()).toHaveLength(1)),
    /** Google's script arrives: it defines grecaptcha and calls the onload callback. */
    loadScript() {
      win.grecaptcha = grecaptcha;
      win[RECAPTCHA_ONLOAD]?.();
    },
    /** The widget's submit callback, as Google calls it with a token. */
    answer(token: string) {
      const callback = rendered.at(-1)?.callback as ((token: string) => void) | undefined;
      callback?.(token);
    },
  };
}

afterEach(() => {
  resetBotCheckForTests();
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete (window as BotCheckHost['window']).grecaptcha;
});

describe('getBotToken', () => {
  it('without a site key sends the stand-in and loads nothing from Google', async () => {
    const page = fakePage();
    expect(await getBotToken('', 'login', 'en-US', page.host)).toBe(BOT_CHECK_STAND_IN_TOKEN);
    expect(await getBotToken('  ', 'login', 'en-US', page.host)).toBe(BOT_CHECK_STAND_IN_TOKEN);
    expect(page.scripts()).toEqual([]);
  });

  it('with a site key loads the script once and renders an invisible widget with the badge at bottom left', async () => {
    const page = fakePage();
    const first = getBotToken('site-key-1', 'login', 'pt-BR', page.host);
    await page.scriptAppended();
    const [script] = page.scripts();
    const src = new URL(script?.src ?? 'about:blank');
    expect(`${src.origin}${src.pathname}`).toBe(RECAPTCHA_SCRIPT);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      render: 'explicit',
      onload: RECAPTCHA_ONLOAD,
      hl: 'pt-BR',
    });
    page.loadScript();
    await vi.waitFor(() => expect(page.executed).toHaveLength(1));
    expect(page.rendered).toEqual([
      expect.objectContaining({ sitekey: 'site-key-1', size: 'invisible', badge: 'bottomleft' }),
    ]);
    expect(page.executed[0]).toEqual([0, { action: 'login' }]);
    page.answer('token-1');
    expect(await first).toBe('token-1');

    const second = getBotToken('site-key-1', 'change_password', 'pt-BR', page.host);
    await vi.waitFor(() => expect(page.executed).toHaveLength(2));
    page.answer('token-2');
    expect(await second).toBe('token-2');
    expect(page.scripts()).toHaveLength(1);
    expect(page.rendered).toHaveLength(1);
    expect(document.body.querySelectorAll('.bot-check')).toHaveLength(1);
  });

  it('gives no token when the widget fails, or the user never finishes the challenge', async () => {
    const page = fakePage();
    const failed = getBotToken('k', 'login', 'es', page.host);
    await page.scriptAppended();
    page.loadScript();
    await vi.waitFor(() => expect(page.executed).toHaveLength(1));
    const onError = page.rendered[0]?.['error-callback'] as (() => void) | undefined;
    onError?.();
    expect(await failed).toBeUndefined();

    const abandoned = getBotToken('k', 'login', 'es', page.host);
    await vi.waitFor(() => expect(page.executed).toHaveLength(2));
    for (const run of page.timers) run();
    expect(await abandoned).toBeUndefined();
  });

  it('gives no token when the script cannot be downloaded, and tries the download again next time', async () => {
    const page = fakePage();
    const first = getBotToken('k', 'login', 'en-US', page.host);
    await page.scriptAppended();
    page.scripts()[0]?.dispatchEvent(new Event('error'));
    expect(await first).toBeUndefined();
    expect(page.scripts()).toEqual([]);

    const second = getBotToken('k', 'login', 'en-US', page.host);
    await page.scriptAppended();
    page.loadScript();
    await vi.waitFor(() => expect(page.executed).toHaveLength(1));
    page.answer('token-3');
    expect(await second).toBe('token-3');
  });
});
