export { NOT_MODELLED_ENDPOINTS } from './domains';
export type { SimReply } from './domains/replies';
export { PAGES_PREFIX } from './domains/sim-pages';
export { WORLD_COOKIE } from './http/api-plugin';
export {
  type InProcessApi,
  type InProcessCall,
  type InProcessReply,
  SimulatedConnectionReset,
} from './http/in-process-call';
export { DEFAULT_SCENARIOS_DIR } from './paths';
export type { ScenarioAccount, ScenarioSummary } from './scenario/catalogue';
export {
  type LoadedFixture,
  type LoadedScenario,
  loadDirectory,
  loadScenarios,
  parseFixture,
  parseScenario,
} from './scenario/loader';
export { type ProbeOutcome, type ProbeSetUp, runScenarioProbes, setUpProbe } from './scenario/probes';
export { ScenarioError, type ScenarioIssue, type ScenarioProblem } from './scenario/scenario-error';
export type { BrowserJourney, BrowserlessCode, BrowserStep } from './scenario/schema';
export {
  type Fixture,
  FixtureFileSchema,
  type Probe,
  ProbeSchema,
  type Scenario,
  type ScenarioClient,
  ScenarioFileSchema,
  type ScenarioInput,
  type ScenarioUser,
} from './scenario/schema';
export { type Override, type OverrideInput, OverrideSchema } from './scenario/schema/faults';
export type { ScenarioReload } from './scenario/store';
export { buildSimulatorServer, createSimulator, type Simulator, type SimulatorOptions } from './simulator';
export {
  COVERAGE_MAX_PLACES,
  type CoverageEntry,
  CoverageRecorder,
  type CoverageReport,
} from './state/coverage';
export type { JournalEntry } from './state/journal';
export { FAULT_KINDS, type FaultKind, type StoredOverride } from './state/overrides';
export { DEFAULT_WORLD_ID, WorldRegistry } from './state/registry';
export { World, type WorldView } from './state/world';
