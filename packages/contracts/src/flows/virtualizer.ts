import { codeMessage } from '../portal/messages';
import type { ChoiceOutcome, VirtualizerChoice, VirtualizerOffer } from '../portal/plugin';
import type { PluginCallResponse } from '../upstream';
import { tsplusBlockOf, tsplusSessionUrl } from './launch';

/**
 * ASSUMPTION A-51: the virtualizer names register_selected_virtualizer receives for the two
 * blocks of TSPLUS_ALL, and that the chosen block's fields ride along.
 */
export const REGISTERED_VIRTUALIZER: Record<VirtualizerChoice, string> = {
  TSPLUS: 'TSPLUS',
  REMOTE_APP: 'TSPLUS_REMOTE_APP',
};

/** The body of POST /register_selected_virtualizer for a choice (spec section 7: the chosen data). */
export function registerChoiceBody(
  cliUuid: string,
  choice: VirtualizerChoice,
  offer: VirtualizerOffer,
): Record<string, unknown> & { cli_uuid: string; virtualizer: string } {
  const block = choice === 'TSPLUS' ? offer.TSPLUS : offer.REMOTE_APP;
  return { cli_uuid: cliUuid, virtualizer: REGISTERED_VIRTUALIZER[choice], ...(block ?? {}) };
}

/**
 * ASSUMPTION A-51: a REMOTE_APP iframe value is the address of the page to frame: an http(s)
 * URL, or a path on the portal's own origin. Anything else (script URLs, markup) is not framed.
 */
export function frameAddress(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\/(?![/\\])/.test(text)) return text;
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

type Registered = Partial<PluginCallResponse>;

const notFound = (): ChoiceOutcome => ({
  next: { kind: 'stay' },
  message: codeMessage('VIRTUALIZER_NOT_FOUND'),
});

/**
 * After the choice was registered: TSPLUS opens its session (spec section 4, as the TSPLUS
 * branch), REMOTE_APP shows its iframe in the page. The registration's reply wins over the
 * offered block ("response stored"); a choice with no data left is an unsupported virtualizer.
 */
export function decideAfterVirtualizerChoice(
  choice: VirtualizerChoice,
  registered: Registered,
  offer: VirtualizerOffer,
  isChrome: boolean,
): ChoiceOutcome {
  if (choice === 'TSPLUS') {
    const block = tsplusBlockOf({ virtualizer: 'TSPLUS', ...registered }) ?? offer.TSPLUS ?? undefined;
    const url = block && tsplusSessionUrl(block, isChrome);
    if (!block || !url) return notFound();
    return { next: { kind: 'open-session', url, windowName: block.window_name } };
  }
  const iframe =
    frameAddress(registered.iframe) ??
    frameAddress(registered.REMOTE_APP?.iframe) ??
    frameAddress(offer.REMOTE_APP?.iframe);
  return iframe === undefined ? notFound() : { next: { kind: 'stay' }, iframe };
}
