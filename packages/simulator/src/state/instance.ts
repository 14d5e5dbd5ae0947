import type { ScenarioInstance } from '../scenario/schema';
import { MINUTE_MS } from './time-units';

/** A client's instance (the machine its environments run on), as the world holds it. */
export type InstanceState =
  | { state: 'on' }
  | { state: 'none' }
  | { state: 'off'; bootMinutes: number }
  | { state: 'booting'; bootMinutes: number; readyAt: number };

/** A client's instance at the world's start: a seeded `booting` one is up bootMinutes later. */
export function seedInstance(spec: ScenarioInstance, start: number): InstanceState {
  switch (spec.state) {
    case 'on':
    case 'none':
      return { state: spec.state };
    case 'off':
      return { ...spec };
    case 'booting':
      return {
        state: 'booting',
        bootMinutes: spec.bootMinutes,
        readyAt: start + spec.bootMinutes * MINUTE_MS,
      };
  }
}
