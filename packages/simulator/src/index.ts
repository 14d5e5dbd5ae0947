export type { ScenarioAccount, ScenarioSummary } from './catalogue';
export { NOT_MODELLED_ENDPOINTS } from './domains';
export type { SimReply } from './domains/replies';
export { WORLD_COOKIE } from './http/api-plugin';
export { DEFAULT_SCENARIOS_DIR } from './paths';
export { ScenarioError, type ScenarioIssue } from './scenario-error';
export { type LoadedScenario, loadScenarioFile, loadScenarios, parseScenario } from './scenario-loader';
export {
  type Scenario,
  type ScenarioClient,
  type ScenarioInput,
  ScenarioSchema,
  type ScenarioUser,
} from './scenario-schema';
export { buildSimulatorServer, createSimulator, type Simulator, type SimulatorOptions } from './simulator';
export type { JournalEntry } from './state/journal';
export {
  FAULT_KINDS,
  type FaultKind,
  type Override,
  type OverrideInput,
  OverrideSchema,
  type StoredOverride,
} from './state/overrides';
export { DEFAULT_WORLD_ID, WorldRegistry } from './state/registry';
export { World, type WorldView } from './state/world';
