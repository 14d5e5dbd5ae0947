import { z } from 'zod';

/** A scenario file that did not load: where (its path under the scenarios folder) and why. */
export const ScenarioProblemSchema = z.object({
  file: z.string(),
  summary: z.string(),
  issues: z.array(
    z.object({
      path: z.string(),
      line: z.number(),
      column: z.number(),
      message: z.string(),
      /** Another file, when the problem sits in a fixture the scenario extends. */
      file: z.string().optional(),
    }),
  ),
});
export type ScenarioProblem = z.infer<typeof ScenarioProblemSchema>;

/**
 * Simulator mode: why the page's `?scenario=` was not applied, written by the gateway into the
 * page it serves and read by the QA picker. It travels in the page because the picker may not
 * reach the control API (a remote tester without the control token), yet the tester must still
 * see which scenario was refused and which ones exist.
 */
export const SimNoticeSchema = z.object({
  /** The scenario name the address asked for, as given. */
  scenario: z.string(),
  /** Every scenario the simulator knows. */
  known: z.array(z.string()),
  /** Set when the scenario's file is there but did not load: why no world starts from it. */
  problem: ScenarioProblemSchema.optional(),
});
export type SimNotice = z.infer<typeof SimNoticeSchema>;

/** The id of the page's `<script type="application/json">` block that holds the notice. */
export const SIM_NOTICE_ELEMENT_ID = 'sim-notice';

/**
 * Simulator mode: the tester's world (their `sim_world` cookie) was released, idle for
 * DEFAULT_IDLE_MS or evicted to make room for newer worlds, so this page runs in another world.
 * Written by the gateway into the page next to the refusal above, read by the QA picker.
 */
export const SimWorldReleasedSchema = z.object({
  /** The id of the world that was released. */
  world: z.string(),
  /** The scenario it was seeded from (the `sim_scenario` cookie), when known. */
  scenario: z.string().nullable(),
  /** The scenario of the fresh world this page now uses; null: the shared world. */
  fresh: z.string().nullable(),
});
export type SimWorldReleased = z.infer<typeof SimWorldReleasedSchema>;

/** The id of the page's `<script type="application/json">` block that holds the release notice. */
export const SIM_WORLD_RELEASED_ELEMENT_ID = 'sim-world-released';
