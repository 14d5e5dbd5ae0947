import { SIM_NOTICE_ELEMENT_ID, type SimNotice, SimNoticeSchema } from '@portal/contracts';

export type { SimNotice };

/**
 * The refusal of the page's `?scenario=` that the gateway wrote into the page, if any. It is there
 * even when the control API refuses this browser (no control token), which the catalogue is not.
 * A block that does not parse is ignored: the catalogue-based check still applies.
 */
export function readSimNotice(doc: Document): SimNotice | undefined {
  const text = doc.getElementById(SIM_NOTICE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = SimNoticeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the picker says about the page's `?scenario=`: the gateway's notice first; without one, the
 * catalogue (once loaded) tells whether the requested name exists.
 */
export function scenarioRefusal(
  notice: SimNotice | undefined,
  requested: string | undefined,
  catalogue: readonly { name: string }[] | undefined,
): SimNotice | undefined {
  if (notice !== undefined) return notice;
  if (requested === undefined || catalogue === undefined) return undefined;
  if (catalogue.some((scenario) => scenario.name === requested)) return undefined;
  return { scenario: requested, known: catalogue.map((scenario) => scenario.name) };
}
