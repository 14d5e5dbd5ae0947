import {
  LoginInputSchema,
  navigate,
  type Outcome,
  OutcomeSchema,
  type SessionInfo,
  SessionInfoSchema,
} from '@portal/contracts/portal';
import { ssoLogout } from './federated-router';
import { endSessionEverywhere, signIn } from './login-reply';
import { noSession } from './no-session';
import { csrfProcedure, publicProcedure, router } from './trpc';

const SIGNED_OUT: SessionInfo = { authenticated: false, email: null };

export const authRouter = router({
  /**
   * From cookies only: the browser learns whether it is signed in, never the token. A session past
   * a time-out ends here (and upstream) and says why; cookies replayed after a logout read as
   * signed out with no upstream call.
   */
  session: publicProcedure.output(SessionInfoSchema).query(async ({ ctx }): Promise<SessionInfo> => {
    const check = await ctx.services.sessions.check(ctx.req, ctx.reply);
    switch (check.kind) {
      case 'active':
        return { authenticated: true, email: check.email };
      case 'ended':
        await endSessionEverywhere(ctx, check.token);
        return { ...SIGNED_OUT, ended: check.reason };
      case 'revoked':
        ctx.services.cookies.clearSession(ctx.reply);
        return SIGNED_OUT;
      case 'none':
        return SIGNED_OUT;
    }
  }),

  login: csrfProcedure
    .input(LoginInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      return signIn(ctx, input);
    }),

  /**
   * Spec section 4, Logout: refused without a session (the web goes to / all the same); else the
   * upstream session ends, then this browser's (its id refused from now on, its cookies cleared;
   * the device code stays: it is the device's). A session already past a time-out just ends.
   */
  logout: csrfProcedure.output(OutcomeSchema).mutation(async ({ ctx }): Promise<Outcome> => {
    const check = await ctx.services.sessions.check(ctx.req, ctx.reply);
    if (check.kind === 'revoked') ctx.services.cookies.clearSession(ctx.reply);
    if (check.kind === 'none' || check.kind === 'revoked') throw noSession();
    if (check.kind === 'active' && ctx.services.cookies.isSso(ctx.req)) return ssoLogout(ctx);
    await endSessionEverywhere(ctx, check.token);
    return { next: navigate('/') };
  }),

  /** "A separate action clears" the plugin-update flag: the user has been to /updatePlugin. */
  pluginUpdateSeen: csrfProcedure.mutation(({ ctx }) => {
    ctx.services.cookies.storePluginUpdate(ctx.reply, false);
  }),
});
