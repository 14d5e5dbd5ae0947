/**
 * The failures a simulator override can put on the wire besides a scripted reply, shared by the
 * simulator (which delivers them, http/deliver.ts) and the QA picker (which offers them). Each is
 * one failure the gateway's upstream client must survive.
 */
export const FAULT_KINDS = [
  'delay',
  'timeout',
  'reset',
  'malformed-json',
  'contract-break',
  'http-5xx',
  'slow-drip',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
