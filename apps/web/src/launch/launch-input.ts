import type { LaunchEntry, LaunchInput, LaunchOutcome } from '@portal/contracts/portal';
import { detectPlatform, type PlatformFacts } from './client-platform';

export interface BrowserFacts extends PlatformFacts {
  storage: Pick<Storage, 'getItem'>;
}

export const CUSTOM_PARAMS_KEY = 'custom_params';
export const HAS_PLUGIN_KEY = 'hasPlugin';

/** What launch.start needs to know about this browser (spec section 4, launch by virtualizer). */
export function buildLaunchInput(
  cliUuid: string,
  clientCount: number,
  from: LaunchEntry,
  facts: BrowserFacts,
): LaunchInput {
  return {
    cliUuid,
    from,
    clientCount,
    isChrome: /Chrome\//.test(facts.userAgent),
    // Desktop Linux only: Android and ChromeOS get the virtualizer choice (client-platform.ts).
    isLinux: detectPlatform(facts) === 'linux',
    hasPlugin: facts.storage.getItem(HAS_PLUGIN_KEY),
    customParams: facts.storage.getItem(CUSTOM_PARAMS_KEY),
  };
}

/**
 * Spec section 4: stored custom_params are sent with the plugin call, then removed. The gateway
 * says when the plugin call took them; a launch that stopped earlier (instance booting, pending
 * connection, an error) leaves them for the next attempt.
 */
export function forgetCustomParams(outcome: LaunchOutcome, storage: Pick<Storage, 'removeItem'>): void {
  if (outcome.customParamsSent) storage.removeItem(CUSTOM_PARAMS_KEY);
}
