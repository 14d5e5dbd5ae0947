import {
  SIM_NOTICE_ELEMENT_ID,
  SIM_WORLD_RELEASED_ELEMENT_ID,
  type SimNotice,
  SimNoticeSchema,
  type SimWorldReleased,
  SimWorldReleasedSchema,
} from '@portal/contracts/portal';
import type { z } from 'zod';

export type { SimNotice, SimWorldReleased };

/** The JSON block with this id, if it parses as `schema`; else undefined. */
function readBlock<T>(doc: Document, id: string, schema: z.ZodType<T>): T | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The refusal of the page's `?scenario=` that the gateway wrote into the page, if any. It is there
 * even when the control API refuses this browser (no control token), which the catalogue is not.
 * A block that does not parse is ignored: the catalogue-based check still applies.
 */
export function readSimNotice(doc: Document): SimNotice | undefined {
  return readBlock(doc, SIM_NOTICE_ELEMENT_ID, SimNoticeSchema);
}

/**
 * The tester's world that was released (idle or evicted) before this page loaded, as the gateway
 * wrote it into the page; undefined when there is none or the block does not parse.
 */
export function readSimReleased(doc: Document): SimWorldReleased | undefined {
  return readBlock(doc, SIM_WORLD_RELEASED_ELEMENT_ID, SimWorldReleasedSchema);
}

/** One message of the picker: its key and the values it interpolates. */
interface Message<Key extends string> {
  key: Key;
  values: Record<string, string>;
}

/** The picker's message keys and values for a released world: what went, and where the page is now. */
export function releasedMessage(released: SimWorldReleased): {
  what: Message<'released.withScenario' | 'released.noScenario'>;
  now: Message<'released.fresh' | 'released.shared'>;
} {
  const what: Message<'released.withScenario' | 'released.noScenario'> =
    released.scenario === null
      ? { key: 'released.noScenario', values: { world: released.world } }
      : { key: 'released.withScenario', values: { world: released.world, scenario: released.scenario } };
  const now: Message<'released.fresh' | 'released.shared'> =
    released.fresh === null
      ? { key: 'released.shared', values: {} }
      : { key: 'released.fresh', values: { scenario: released.fresh } };
  return { what, now };
}

/**
 * What the picker says about the page's `?scenario=`: the gateway's notice first; without one, the
 * catalogue (once loaded) tells whether the requested name exists.
 */
/**
 * Whether the picker asks for the scenario catalogue: when open, or, closed, to check a
 * `?scenario=` that no gateway checked (pnpm dev's Vite serves the page itself, without the
 * gateway's notice). A page the gateway served says nothing when the scenario was known, and asks
 * for nothing then: every page load stays lean.
 */
export function needsCatalogue(
  open: boolean,
  requested: string | undefined,
  notice: SimNotice | undefined,
  servedByDevServer: boolean,
): boolean {
  return open || (requested !== undefined && notice === undefined && servedByDevServer);
}

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

/**
 * The load problem of a refused scenario whose file is there but did not load (one entry of GET
 * /__sim/scenario-errors, whose `file` is the scenario's name plus `.yaml`): the picker then says
 * why no world starts, instead of calling the name unknown.
 */
export function notLoadedProblem<P extends { file: string }>(
  problems: readonly P[] | undefined,
  scenario: string,
): P | undefined {
  return problems?.find((problem) => problem.file === `${scenario}.yaml`);
}
