// The `faults:` block is the scenario's own overrides: one schema with the run-time ones.
export {
  type Override as Fault,
  OverrideSchema as FaultSchema,
} from '../../state/overrides';
