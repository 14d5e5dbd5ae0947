import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScenarioErrors } from './scenario-errors';

// The key and its values, so the test reads what reaches the screen without loading the locales.
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));

const BROKEN = {
  file: 'auth/broken.yaml',
  summary: 'invalid scenario',
  issues: [
    {
      path: 'clients[0].environments[0].access_group',
      line: 12,
      column: 25,
      message: 'Invalid option: expected one of "DESKTOP"|"WEB"',
    },
  ],
};

function renderWith(errors: unknown[]) {
  const fetchMock = vi.fn(async (url: string) => {
    expect(url).toBe('/__sim/scenario-errors');
    return new Response(JSON.stringify({ errors }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ScenarioErrors />
      <p>after</p>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ScenarioErrors, on the picker’s Scenario tab', () => {
  it('names each file that did not load with its line, column and field', async () => {
    renderWith([BROKEN]);
    const region = await screen.findByRole('region', { name: /scenarioErrors\.heading/ });
    expect(within(region).getByRole('heading').textContent).toContain('"count":1');
    expect(within(region).getByText('auth/broken.yaml')).toBeTruthy();
    expect(region.textContent).toContain(': invalid scenario');
    const issue = within(region).getByText(/scenarioErrors\.issue/).textContent ?? '';
    expect(JSON.parse(issue.slice(issue.indexOf('{')))).toEqual({
      line: 12,
      column: 25,
      field: 'clients[0].environments[0].access_group',
      message: 'Invalid option: expected one of "DESKTOP"|"WEB"',
    });
  });

  it('shows nothing when every file loaded', async () => {
    const fetchMock = renderWith([]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText('after');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
