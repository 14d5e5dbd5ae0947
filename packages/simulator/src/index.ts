export { WORLD_COOKIE } from './api-plugin';
export type { ScenarioAccount, ScenarioSummary } from './catalogue';
export { DEFAULT_SCENARIOS_DIR } from './paths';
export type { SimReply } from './replies';
export {
  type LoadedFixture,
  type LoadedScenario,
  loadDirectory,
  loadScenarios,
  parseFixture,
  parseScenario,
} from './scenario/loader';
export { type ProbeOutcome, runScenarioProbes } from './scenario/probes';
export { ScenarioError, type ScenarioIssue } from './scenario/scenario-error';
export {
  type Fault,
  FaultSchema,
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
export type { ScenarioReload } from './scenario/store';
export { buildSimulatorServer, createSimulator, type Simulator, type SimulatorOptions } from './simulator';
export { World, type WorldView } from './world';
export { DEFAULT_WORLD_ID } from './world-registry';
