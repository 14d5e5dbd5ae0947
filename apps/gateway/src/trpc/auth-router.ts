import {
  LoginInputSchema,
  navigate,
  type Outcome,
  OutcomeSchema,
  SessionInfoSchema,
} from '@portal/contracts/portal';
import { ssoLogout } from './federated-router';
import { signIn, upstreamLogout } from './login-reply';
import { noSession } from './no-session';
import { csrfProcedure, publicProcedure, router } from './trpc';

export const authRouter = router({
  /** From cookies only: the browser learns whether it is signed in, never the token. */
  session: publicProcedure
    .output(SessionInfoSchema)
    .query(({ ctx }) => ctx.services.cookies.readSession(ctx.req)),

  login: csrfProcedure
    .input(LoginInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      return signIn(ctx, input);
    }),

  /**
   * Spec section 4, Logout: refused without a session (the web goes to / all the same); else the
   * upstream session ends, then this browser's cookies (the device code stays: it is the device's).
   */
  logout: csrfProcedure.output(OutcomeSchema).mutation(async ({ ctx }): Promise<Outcome> => {
    if (ctx.services.cookies.readToken(ctx.req) === null) throw noSession();
    if (ctx.services.cookies.isSso(ctx.req)) return ssoLogout(ctx);
    await upstreamLogout(ctx);
    ctx.services.cookies.clearSession(ctx.reply);
    return { next: navigate('/') };
  }),

  /** "A separate action clears" the plugin-update flag: the user has been to /updatePlugin. */
  pluginUpdateSeen: csrfProcedure.mutation(({ ctx }) => {
    ctx.services.cookies.storePluginUpdate(ctx.reply, false);
  }),
});
