import type { ErrorCode } from '@portal/contracts/errors';
import { escapeHtml } from '@portal/contracts/portal';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { answerDuo, type DuoAction } from '../domains/duo';
import { addressOn, DUO_CALLBACK_ROUTE, SSO_CALLBACK_ROUTE, SSO_LOGOUT_ROUTE } from '../domains/sim-pages';
import { issueSsoToken, SSO_ERROR_CODES } from '../domains/sso';
import { type ScenarioNames, selectWorld } from '../http/api-plugin';
import type { WorldRegistry } from '../state/registry';
import { World } from '../state/world';
import { page } from './html';
import { FRAMEABLE_HEADERS, remoteAppPage } from './remote-app-page';

const field = (source: unknown, key: string): string | undefined => {
  if (typeof source !== 'object' || source === null) return undefined;
  const value: unknown = (source as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

const DUO_ACTIONS: readonly DuoAction[] = ['approve', 'deny', 'timeout'];
const isDuoAction = (value: string | undefined): value is DuoAction =>
  DUO_ACTIONS.includes(value as DuoAction);
const isSsoCode = (value: string | undefined): value is ErrorCode =>
  SSO_ERROR_CODES.includes(value as ErrorCode);

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const gone = (reply: FastifyReply, what: string) =>
  html(
    reply,
    404,
    page(
      'Nothing waiting',
      `<h1>Nothing waiting here</h1><p>${escapeHtml(what)}</p><a class="button primary" href="/">Back to the portal</a>`,
    ),
  );

function duoPage(email: string, state: string, expiresAt: string): string {
  return page(
    'Duo push',
    `<h1>Duo push (simulated)</h1>
<p>A sign-in for <span class="who">${escapeHtml(email)}</span> waits for approval. It expires at ${escapeHtml(expiresAt)} (UTC, world clock).</p>
<form method="post" class="actions">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit" name="action" value="approve" class="primary">Approve</button>
<button type="submit" name="action" value="deny">Deny</button>
<button type="submit" name="action" value="timeout">Let it time out</button>
</form>`,
  );
}

function idpPage(world: World, domain: string, request: string): string {
  const users = [...world.state.users.values()];
  const options = users
    .map((u, i) => {
      const id = `user-${i}`;
      const note = u.spec.ssoDomain ? `domain ${u.spec.ssoDomain}` : 'no single sign-on';
      const checked = i === users.findIndex((x) => x.spec.ssoDomain) ? ' checked' : '';
      return `<label for="${id}" class="choice"><input type="radio" id="${id}" name="email" value="${escapeHtml(u.spec.email)}"${checked}><span>${escapeHtml(u.spec.email)}<span class="muted note">${escapeHtml(note)}</span></span></label>`;
    })
    .join('\n');
  const codes = SSO_ERROR_CODES.map((c) => `<option value="${c}">${c}</option>`).join('');
  return page(
    'Identity provider',
    `<h1>Identity provider (simulated)</h1>
<p>Single sign-on for the environment code <span class="who">${escapeHtml(domain)}</span>.</p>
<form method="post">
<input type="hidden" name="request" value="${escapeHtml(request)}">
<fieldset><legend>Sign in as</legend>
${options}
</fieldset>
<div class="field"><label for="error">Or answer with an error of the single sign-on family</label>
<select id="error" name="error">${codes}</select></div>
<label for="force"><input type="checkbox" id="force" name="force" value="1"> Status SSO_FORCE_USER_LOGOUT</label>
<div class="actions">
<button type="submit" name="action" value="user" class="primary">Sign in as the chosen user</button>
<button type="submit" name="action" value="error">Return with the error</button>
</div>
</form>`,
  );
}

/**
 * The simulator's stand-ins for outside parties (QA pages, plain HTML): the Duo push prompt and
 * the identity provider of single sign-on, with its logout. They act on the caller's world (the
 * world cookie, as the upstream routes pick it) and return to the portal routes of spec section 2.
 * Mounted at /__sim/pages, outside the control API's caller check: a tester's browser uses them.
 */
export function createPagesPlugin(registry: WorldRegistry, scenarios: ScenarioNames): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const worldOf = (req: FastifyRequest, reply: FastifyReply): World | undefined => {
      const world = selectWorld(registry, scenarios, req, reply);
      if (world instanceof World) return world;
      void html(
        reply,
        world.status,
        page('No world', `<h1>No world</h1><p>${escapeHtml(world.body.message)}</p>`),
      );
      return undefined;
    };

    app.get('/duo', async (req, reply) => {
      const world = worldOf(req, reply);
      if (!world) return reply;
      const state = field(req.query, 'state') ?? '';
      const tx = world.state.federated.duo.get(state);
      if (tx?.answer !== 'pending') return gone(reply, 'No Duo push waits for this state in your world.');
      return html(
        reply,
        200,
        duoPage(tx.email, tx.state, new Date(tx.expiresAt).toISOString().slice(11, 19)),
      );
    });

    app.post('/duo', async (req, reply) => {
      const world = worldOf(req, reply);
      if (!world) return reply;
      const action = field(req.body, 'action');
      const tx = isDuoAction(action)
        ? answerDuo(world.state, field(req.body, 'state') ?? '', action)
        : undefined;
      if (!tx?.code) return gone(reply, 'No Duo push waits for this state in your world.');
      const back = new URLSearchParams({ state: tx.state, duo_code: tx.code });
      return reply.redirect(addressOn(tx.returnOrigin, `${DUO_CALLBACK_ROUTE}?${back}`), 303);
    });

    app.get('/idp', async (req, reply) => {
      const world = worldOf(req, reply);
      if (!world) return reply;
      const id = field(req.query, 'request') ?? '';
      const request = world.state.federated.ssoRequests.get(id);
      if (!request) return gone(reply, 'No single sign-on waits for this request in your world.');
      return html(reply, 200, idpPage(world, request.domain, id));
    });

    app.post('/idp', async (req, reply) => {
      const world = worldOf(req, reply);
      if (!world) return reply;
      const email = field(req.body, 'email');
      const error = field(req.body, 'error');
      const answer =
        field(req.body, 'action') === 'user' && email !== undefined
          ? ({ kind: 'user', email } as const)
          : isSsoCode(error)
            ? ({ kind: 'error', code: error } as const)
            : undefined;
      if (!answer) return html(reply, 400, page('Choose', '<h1>Choose a user or an error</h1>'));
      const token = issueSsoToken(
        world.state,
        field(req.body, 'request') ?? '',
        answer,
        field(req.body, 'force') === '1',
      );
      return reply.redirect(
        addressOn(token.returnOrigin, `${SSO_CALLBACK_ROUTE}${encodeURIComponent(token.token)}`),
        303,
      );
    });

    app.get('/remote-app', async (req, reply) => {
      const world = worldOf(req, reply);
      if (!world) return reply;
      const client = world.state.clients.get(field(req.query, 'client') ?? '');
      return html(reply.headers(FRAMEABLE_HEADERS), 200, remoteAppPage(client));
    });

    app.get('/idp/logout', async (req, reply) => {
      const world = worldOf(req, reply);
      if (!world) return reply;
      const request = world.state.federated.ssoRequests.get(field(req.query, 'request') ?? '');
      if (request) world.state.federated.ssoRequests.delete(request.id);
      const back = escapeHtml(addressOn(request?.returnOrigin ?? null, SSO_LOGOUT_ROUTE));
      return html(
        reply,
        200,
        page(
          'Signed out',
          `<h1>Signed out at the identity provider (simulated)</h1>
<p>Your single sign-on session has ended. You will be taken back to the portal.</p>
<a class="button primary" href="${back}">Back to the portal</a>`,
          `<meta http-equiv="refresh" content="2;url=${back}">`,
        ),
      );
    });
  };
}
