import { QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSimApi, type OverrideInput, SimApiError } from './api';

export const simApi = createSimApi();

/** The picker's own cache: the app's queries and the picker's never share keys or settings. */
export const pickerQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const KEYS = {
  scenarios: ['sim', 'scenarios'],
  scenarioErrors: ['sim', 'scenario-errors'],
  world: ['sim', 'world'],
  overrides: ['sim', 'overrides'],
  journal: ['sim', 'journal'],
  coverage: ['sim', 'coverage'],
} as const;

/** The journal's refresh interval while its tab is open (the brief: every 2 s). */
export const JOURNAL_POLL_MS = 2_000;

/** `enabled` false: no request until the picker needs the catalogue. */
export const useScenarios = (enabled = true) =>
  useQuery({ queryKey: KEYS.scenarios, queryFn: simApi.scenarios, enabled });
/** A refusal (4xx: no control token, this browser not allowed) does not change on a second ask. */
const retryUnlessRefused = (failures: number, error: Error): boolean =>
  failures < 1 && !(error instanceof SimApiError && error.status >= 400 && error.status < 500);

/** Read each time the Scenario tab opens: a file saved under SIM_WATCH may have broken or healed. */
export const useScenarioErrors = (enabled = true) =>
  useQuery({
    queryKey: KEYS.scenarioErrors,
    queryFn: simApi.scenarioErrors,
    refetchOnMount: 'always',
    retry: retryUnlessRefused,
    enabled,
  });
// The tabs mount only while shown, so each query runs only while someone looks at it.
export const useWorld = () => useQuery({ queryKey: KEYS.world, queryFn: simApi.world });
/** Fetched each time the coverage tab opens (it mounts only while shown). */
export const useCoverage = () =>
  useQuery({ queryKey: KEYS.coverage, queryFn: simApi.coverage, refetchOnMount: 'always' });
export const useOverrides = () => useQuery({ queryKey: KEYS.overrides, queryFn: simApi.overrides });
export const useJournal = () =>
  useQuery({ queryKey: KEYS.journal, queryFn: simApi.journal, refetchInterval: JOURNAL_POLL_MS });

/** Every change to the world may change all of its views: refetch them. */
function useWorldMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all(
        [KEYS.world, KEYS.overrides, KEYS.journal].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useReset = () => useWorldMutation(() => simApi.reset());
export const useAdvanceClock = () => useWorldMutation((ms: number) => simApi.advanceClock(ms));
export const useAddOverride = () => useWorldMutation((input: OverrideInput) => simApi.addOverride(input));
export const useRemoveOverride = () => useWorldMutation((id: string) => simApi.removeOverride(id));
export const useClearOverrides = () => useWorldMutation(() => simApi.clearOverrides());
export const useClearJournal = () => useWorldMutation(() => simApi.clearJournal());
