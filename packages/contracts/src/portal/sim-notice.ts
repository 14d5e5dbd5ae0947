import { z } from 'zod';

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
});
export type SimNotice = z.infer<typeof SimNoticeSchema>;

/** The id of the page's `<script type="application/json">` block that holds the notice. */
export const SIM_NOTICE_ELEMENT_ID = 'sim-notice';
