export { WORLD_COOKIE } from './api-plugin';
export type { ScenarioAccount, ScenarioSummary } from './catalogue';
export { DEFAULT_SCENARIOS_DIR } from './paths';
export type { SimReply } from './replies';
export { ScenarioError, type ScenarioIssue } from './scenario-error';
export { type LoadedScenario, loadScenarioFile, loadScenarios, parseScenario } from './scenario-loader';
export {
  type Fault,
  FaultSchema,
  type Scenario,
  type ScenarioClient,
  type ScenarioInput,
  ScenarioSchema,
  type ScenarioUser,
} from './scenario-schema';
export { buildSimulatorServer, createSimulator, type Simulator, type SimulatorOptions } from './simulator';
export { World, type WorldView } from './world';
export { DEFAULT_WORLD_ID } from './world-registry';
