import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScenarioRefusal } from './scenario-refusal';
import type { SimNotice } from './sim-notice';

// The key and its values, so the test reads what reaches the screen without loading the locales.
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));

const SYNTAX = {
  file: 'broken/syntax.yaml',
  summary: 'invalid YAML',
  issues: [{ path: '(yaml syntax)', line: 48, column: 1, message: 'Flow sequence must end with a ]' }],
};
const REFUSAL = { scenario: 'broken/syntax', known: ['default', 'no-license'] };

/** The picker's query of GET /__sim/scenario-errors answers `reply`. */
function renderWith(reply: Response, refusal: SimNotice = REFUSAL, fromGateway = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => reply),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ScenarioRefusal refusal={refusal} fromGateway={fromGateway} />
    </QueryClientProvider>,
  );
}

const errorsReply = (errors: unknown[]) => new Response(JSON.stringify({ errors }), { status: 200 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ScenarioRefusal, the page’s refused ?scenario=', () => {
  it('says that a scenario whose file is broken did not load, with its file, line and problem', async () => {
    renderWith(errorsReply([SYNTAX]));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'notLoadedScenario {"name":"broken/syntax","file":"broken/syntax.yaml","summary":"invalid YAML"}',
    );
    expect(alert.textContent).toContain('"line":48,"column":1,"field":"(yaml syntax)"');
    expect(alert.textContent).toContain('Flow sequence must end with a ]');
    expect(alert.textContent).not.toContain('unknownScenario');
  });

  it('calls any other name unknown, naming the known scenarios', async () => {
    renderWith(errorsReply([SYNTAX]), { scenario: 'nope', known: ['default', 'no-license'] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('unknownScenario {"name":"nope","known":"default, no-license"}');
  });

  it("shows the problem the gateway's notice carries, without asking the control API", async () => {
    renderWith(
      new Response(JSON.stringify({ error: 'CONTROL_API_LOCAL_ONLY', message: 'loopback callers only' }), {
        status: 403,
      }),
      { ...REFUSAL, problem: SYNTAX },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('notLoadedScenario {"name":"broken/syntax"');
    expect(alert.textContent).toContain('Flow sequence must end with a ]');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("takes the gateway's word for an unknown name, without asking the control API", async () => {
    renderWith(errorsReply([SYNTAX]), { scenario: 'nope', known: ['default'] }, true);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('unknownScenario {"name":"nope","known":"default"}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('still speaks when the control API refuses this browser: the notice alone, as unknown', async () => {
    renderWith(
      new Response(JSON.stringify({ error: 'CONTROL_API_LOCAL_ONLY', message: 'loopback callers only' }), {
        status: 403,
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('unknownScenario {"name":"broken/syntax"');
  });
});
