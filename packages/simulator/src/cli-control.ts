/** The control-API side of `pnpm sim` (clock, reset, override, journal): small HTTP calls to a running simulator. */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Where `pnpm start` serves the control API when neither --url, SIM_URL nor PORT says otherwise. */
export const DEFAULT_CONTROL_URL = 'http://127.0.0.1:8080/__sim';

/** The control API's path under a portal's (or `pnpm sim serve`'s) address. */
const CONTROL_PATH = '/__sim';

/** A slow, busy machine still answers within this; a wrong --url fails instead of hanging. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface ControlRequest {
  url: string;
  method: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  token?: string | undefined;
}

export class ControlError extends Error {}

/** Which portal a control command talks to, and what chose it (said on stderr before the call). */
export interface ControlBase {
  /** The control API, such as http://127.0.0.1:8931/__sim, without a trailing slash. */
  base: string;
  from: '--url' | 'SIM_URL' | 'PORT' | 'default';
}

/** An address as given (`http://host:port` or `http://host:port/__sim`), as the control API's. */
function controlApi(address: string): string {
  const trimmed = address.trim().replace(/\/+$/, '');
  return trimmed.endsWith(CONTROL_PATH) ? trimmed : `${trimmed}${CONTROL_PATH}`;
}

/**
 * The portal a control command talks to: --url, else SIM_URL, else the PORT that `pnpm start`
 * listens on (on this machine), else pnpm start's default port. So `PORT=8931 pnpm start` and
 * `PORT=8931 pnpm sim clock` meet, and nothing silently talks to whatever listens on 8080.
 * Throws a message for a value that is not an http(s) address or a port.
 */
export function controlBase(url: string | undefined, env: Record<string, string | undefined>): ControlBase {
  const pick = (): ControlBase => {
    if (url !== undefined) return { base: controlApi(url), from: '--url' };
    const simUrl = env.SIM_URL?.trim();
    if (simUrl) return { base: controlApi(simUrl), from: 'SIM_URL' };
    const port = env.PORT?.trim();
    if (port) {
      if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
        throw new Error(`PORT must be a port number from 1 to 65535, not "${port}"`);
      }
      return { base: `http://127.0.0.1:${Number(port)}${CONTROL_PATH}`, from: 'PORT' };
    }
    return { base: DEFAULT_CONTROL_URL, from: 'default' };
  };
  const chosen = pick();
  let parsed: URL;
  try {
    parsed = new URL(chosen.base);
  } catch {
    throw new Error(
      `${chosen.from} must be an http(s) address such as http://127.0.0.1:8080, not "${chosen.base}"`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(
      `${chosen.from} must be an http(s) address such as http://127.0.0.1:8080, not "${chosen.base}"`,
    );
  }
  return chosen;
}

/** The one line on stderr that says which portal a command talks to. */
export function controlBaseNote({ base, from }: ControlBase): string {
  const why =
    from === 'default' ? 'pnpm start’s default; set PORT, SIM_URL or --url for another' : `from ${from}`;
  return `portal control API: ${base} (${why})`;
}

/**
 * One HTTP exchange with node:http rather than fetch: fetch's first use loads undici, which cost
 * most of a control command's time (docs/performance.md).
 */
function exchange(request: ControlRequest, headers: Record<string, string>, body: string | undefined) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const url = new URL(request.url);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      { method: request.method, headers, timeout: REQUEST_TIMEOUT_MS },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends one control request and returns the parsed JSON reply; a non-2xx reply is a ControlError. */
export async function controlCall(request: ControlRequest): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  let answer: { status: number; text: string };
  try {
    answer = await exchange(request, headers, body);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ControlError(
      `cannot reach ${request.url} (${reason}); is the portal running? (PORT, SIM_URL or --url)`,
    );
  }
  const ok = answer.status >= 200 && answer.status < 300;
  const text = answer.text;
  if (text === '' && ok) return { ok: true };
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's error page, say): shown as text below.
  }
  if (!ok) {
    const shown = typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
    throw new ControlError(`${request.method} ${request.url} answered ${answer.status}: ${shown}`);
  }
  return parsed;
}
