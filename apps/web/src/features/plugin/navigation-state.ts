import type { PendingPluginLaunch, VirtualizerOffer } from '@portal/contracts/portal';
import type { TsplusBlock } from '@portal/contracts/upstream';
import { PLUGIN_URL_STATE } from '../../flows/execute-outcome';

// The plugin pages read what the launch left in the navigation state (it survives a reload).
// Written out instead of the contracts' zod schemas: these pages do not download zod.

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The plugin address a `plugin` step handed to /launching/0 or /loadingPlugin. */
export function pluginUrlOf(state: unknown): string | undefined {
  const url = record(state)?.[PLUGIN_URL_STATE];
  return nonEmpty(url) ? url : undefined;
}

/** The launch /firstAccess runs once the plugin is installed (decideByVirtualizer puts it there). */
export function pendingLaunchOf(state: unknown): PendingPluginLaunch | undefined {
  const launch = record(record(state)?.launch);
  if (!launch || !nonEmpty(launch.url)) return undefined;
  const { continueTo } = launch;
  if (typeof continueTo !== 'string' || !continueTo.startsWith('/')) return undefined;
  return { url: launch.url, continueTo };
}

function tsplusBlock(value: unknown): TsplusBlock | null {
  const block = record(value);
  if (!block) return null;
  const { instance, webport, window_name, use_dns } = block;
  const port = (typeof webport === 'number' && Number.isInteger(webport)) || nonEmpty(webport);
  if (!nonEmpty(instance) || !port || !nonEmpty(window_name) || typeof use_dns !== 'boolean') return null;
  return { instance, webport: webport as TsplusBlock['webport'], window_name, use_dns };
}

/** TSPLUS_ALL's two blocks on /virtualizerChoice; undefined when neither is there. */
export function offerOf(state: unknown): VirtualizerOffer | undefined {
  const data = record(state);
  const TSPLUS = tsplusBlock(data?.TSPLUS);
  const iframe = record(data?.REMOTE_APP)?.iframe;
  const REMOTE_APP = nonEmpty(iframe) ? { iframe } : null;
  return TSPLUS || REMOTE_APP ? { TSPLUS, REMOTE_APP } : undefined;
}
