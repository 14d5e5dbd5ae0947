import { z } from 'zod';

/**
 * A message the web shows as a top-centre alert: an i18n key (with params), or the upstream's
 * raw text when its code is not in the catalogue.
 */
export const MessageRefSchema = z.object({
  severity: z.enum(['error', 'info', 'success', 'warning']),
  key: z.string().min(1),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  text: z.string().optional(),
});
export type MessageRef = z.infer<typeof MessageRefSchema>;

/** Where the browser goes next after a flow step. The web executes it; flows only decide it. */
export const NextStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('navigate'),
    to: z.string().startsWith('/'),
    state: z.record(z.string(), z.unknown()).optional(),
  }),
  /** Leave the portal for an allowed external address (Duo, single sign-on, back_url). */
  z.object({ kind: z.literal('external'), url: z.url() }),
  /** TSPLUS: open the direct session URL in a window with this name. */
  z.object({ kind: z.literal('open-session'), url: z.url(), windowName: z.string() }),
  /** Hand the session to the locally installed plugin through its protocol, then show `continueTo`. */
  z.object({ kind: z.literal('plugin'), url: z.string(), continueTo: z.string().startsWith('/') }),
  z.object({ kind: z.literal('logout') }),
  z.object({ kind: z.literal('reload') }),
  z.object({ kind: z.literal('stay') }),
]);
export type NextStep = z.infer<typeof NextStepSchema>;

export const OutcomeSchema = z.object({
  next: NextStepSchema,
  message: MessageRefSchema.optional(),
  /**
   * Simulator mode only: the catalogue code the upstream answered that this outcome follows
   * (EXPIRED_MAIL, though the register page shows PASSWORD_CHANGE_ERROR's text), which the page
   * reports for QA coverage once it has shown it (shown-codes.ts).
   */
  code: z.string().max(64).optional(),
});
export type Outcome = z.infer<typeof OutcomeSchema>;
