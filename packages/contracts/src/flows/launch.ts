import { readUpstreamError } from '../errors/read-error';
import type { LaunchInput } from '../portal/launch';
import { navigate } from '../portal/navigate';
import type { Outcome } from '../portal/outcome';
import type { PendingPluginLaunch } from '../portal/plugin';
import {
  type LoginAttemptResponse,
  type PluginCallResponse,
  type SelectedClientResponse,
  type SessionResponse,
  SUCCESS,
  type TsplusBlock,
} from '../upstream';
import { outcomeForCode } from './code-behaviour';
import { hasMessageParts, messagesView } from './instance';
import { type ClientContext, decideClientCallError } from './upstream-error';

/** A step of the launch chain: go on to the next upstream call, or stop with an outcome. */
export type LaunchStep<Next extends string> = { kind: Next } | { kind: 'done'; outcome: Outcome };

/** Spec section 4, "Selecting a client": any message part sends the user to /messages. */
export function decideAfterClientSelected(reply: SelectedClientResponse): LaunchStep<'login-attempt'> {
  const view = messagesView(reply);
  if (hasMessageParts(view)) return { kind: 'done', outcome: { next: navigate('/messages', view) } };
  return { kind: 'login-attempt' };
}

/**
 * Spec section 4: "A session check starts a login attempt when the session is not active"; an
 * active one stops the chain so the user can choose Continue (which ends the old session).
 */
export function decideAfterSessionCheck(
  reply: SessionResponse,
): { kind: 'login-attempt' } | { kind: 'active-session' } {
  return reply.is_active_session ? { kind: 'active-session' } : { kind: 'login-attempt' };
}

/** Spec section 4, "Login attempt" and "Session launch after a login attempt", in order. */
export function decideAfterLoginAttempt(
  status: number,
  reply: LoginAttemptResponse,
  ctx: ClientContext,
): LaunchStep<'call-plugin'> {
  const error = readUpstreamError(reply);
  const code = error?.known ? error.code : undefined;
  const done = (outcome: Outcome) => ({ kind: 'done' as const, outcome });

  if (status === 202 && (code === 'NO_INSTANCE_AVAILABLE' || code === 'NO_LICENSE_ENVIRONMENT')) {
    return done(outcomeForCode(code, ctx));
  }
  if (status === 206 && code === 'HAS_PENDING_CONNECTION') {
    return done({ next: navigate('/pendingConnection', { time: reply.time ?? 0 }) });
  }
  if (status === 202) {
    // "fulfilled sets time to payload time minus one (0 if absent)"; a countdown never goes negative.
    return done({
      next: navigate('/timeInstance', { time: reply.time == null ? 0 : Math.max(0, reply.time - 1) }),
    });
  }
  if (reply.restricted_type) {
    return done({
      next: navigate('/accessRestricted', {
        type: reply.restricted_type,
        ip: reply.ip ?? null,
        releaseTime: reply.release_time ?? null,
      }),
    });
  }
  if (status >= 200 && status < 300) {
    if (reply.licenses === SUCCESS && reply.instances === SUCCESS && reply.pending_connection === SUCCESS) {
      return { kind: 'call-plugin' };
    }
    if (error === undefined) return done({ next: navigate('/home/environments') });
  }
  return done(decideClientCallError(status, error, ctx));
}

/**
 * Spec section 4, TSPLUS: https when use_dns else http. Chrome gets the html5 page (opened in a
 * window named window_name); other browsers the session-validation page with wn, instance, port.
 * ASSUMPTION A-17: the html5 page path and that both pages live on instance:webport.
 */
export function tsplusSessionUrl(block: TsplusBlock, isChrome: boolean): string | undefined {
  const origin = sessionOrigin(block);
  if (origin === undefined) return undefined;
  if (isChrome) return `${origin}/software/html5.html`;
  const query = new URLSearchParams({
    wn: block.window_name,
    instance: block.instance,
    port: String(block.webport),
  });
  return `${origin}/software/validate_session.html?${query.toString()}`;
}

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** A DNS name (RFC 1123 labels, at most 253 characters) or an IPv4 address; nothing else. */
export function isSessionHost(instance: string): boolean {
  if (IPV4.test(instance)) return true;
  if (instance.length > 253) return false;
  const labels = instance.split('.');
  // A name's last label starts with a letter: `0x7f.0.0.1` or `1.2.3` would be read as addresses.
  if (!/^[a-z]/i.test(labels.at(-1) ?? '')) return false;
  return labels.every((label) => HOST_LABEL.test(label));
}

/** A TCP port, 1 to 65535, as a number or as digits. */
export function sessionPort(webport: number | string): number | undefined {
  const port =
    typeof webport === 'number' ? webport : /^\d{1,5}$/.test(webport) ? Number(webport) : Number.NaN;
  return Number.isInteger(port) && port >= 1 && port <= 65_535 ? port : undefined;
}

/**
 * The origin a TSPLUS session opens on, or undefined when the upstream's instance is not a host
 * name or address or its webport not a port: the contract allows any text there, and a text
 * such as `evil.example/@erp` would otherwise open a window on another host.
 */
export function sessionOrigin(
  block: Pick<TsplusBlock, 'instance' | 'webport' | 'use_dns'>,
): string | undefined {
  const port = sessionPort(block.webport);
  if (port === undefined || !isSessionHost(block.instance)) return undefined;
  return `${block.use_dns ? 'https' : 'http'}://${block.instance}:${port}`;
}

/** ASSUMPTION A-16: the plugin's custom protocol and how the session data rides on it. */
export const PLUGIN_PROTOCOL = 'cloudportal';
export function pluginProtocolUrl(reply: PluginCallResponse): string {
  return `${PLUGIN_PROTOCOL}://launch?data=${encodeURIComponent(JSON.stringify(reply))}`;
}

/** The TSPLUS session data: the TSPLUS block, else the top-level fields when they are complete. */
export function tsplusBlockOf(reply: PluginCallResponse): TsplusBlock | undefined {
  if (reply.TSPLUS) return reply.TSPLUS;
  if (reply.instance && reply.webport != null && reply.window_name) {
    return {
      instance: reply.instance,
      webport: reply.webport,
      window_name: reply.window_name,
      use_dns: reply.use_dns === true,
    };
  }
  return undefined;
}

type Browser = Pick<LaunchInput, 'isChrome' | 'isLinux' | 'hasPlugin'>;

/** Spec section 4, launch "By virtualizer". */
export function decideByVirtualizer(
  reply: PluginCallResponse,
  ctx: ClientContext & Browser,
): { kind: 'register-tsplus'; tsplus: TsplusBlock } | { kind: 'done'; outcome: Outcome } {
  const done = (outcome: Outcome) => ({ kind: 'done' as const, outcome });
  const pluginMissing = ctx.hasPlugin === null || ctx.hasPlugin === 'false';
  // Without the plugin, /firstAccess keeps the launch and runs it once the user has installed it.
  const viaPlugin = (continueTo: string) => {
    const launch: PendingPluginLaunch = { url: pluginProtocolUrl(reply), continueTo };
    return done({
      next: pluginMissing ? navigate('/firstAccess', { launch }) : { kind: 'plugin', ...launch },
    });
  };

  switch (reply.virtualizer) {
    case 'TSPLUS': {
      const block = tsplusBlockOf(reply);
      const url = block && tsplusSessionUrl(block, ctx.isChrome);
      if (block && url) return done({ next: { kind: 'open-session', url, windowName: block.window_name } });
      break;
    }
    case 'TSPLUS_REMOTE_APP':
    case 'CONNECT':
    case 'CONNECT_DIRECT':
      return viaPlugin('/launching/0');
    case 'RDP_DIRECT':
      return viaPlugin('/loadingPlugin');
    case 'TSPLUS_ALL':
      if (ctx.isLinux && reply.TSPLUS) return { kind: 'register-tsplus', tsplus: reply.TSPLUS };
      return done({
        next: navigate('/virtualizerChoice', {
          TSPLUS: reply.TSPLUS ?? null,
          REMOTE_APP: reply.REMOTE_APP ?? null,
        }),
      });
    default:
      break;
  }
  if (reply.connection_type === 'RDP_DIRECT') return viaPlugin('/loadingPlugin');
  // "Log out if one client, else show an error and reload": the reload is this flow's own step.
  return done(outcomeForCode('VIRTUALIZER_NOT_FOUND', { ...ctx, after: { kind: 'reload' } }));
}
