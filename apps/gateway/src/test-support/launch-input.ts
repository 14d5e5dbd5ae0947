import type { LaunchInput } from '@portal/contracts/portal';

/** A Chrome-on-Windows launch of one client among three, as the environments page sends it. */
export const launchInput = (cliUuid: string, over: Partial<LaunchInput> = {}): LaunchInput => ({
  cliUuid,
  from: 'select',
  clientCount: 3,
  isChrome: true,
  isLinux: false,
  hasPlugin: null,
  customParams: null,
  ...over,
});
