/** The control-API side of `pnpm sim` (clock, reset, override, journal): small HTTP calls to a running simulator. */

/** Where `pnpm start` serves the control API; `pnpm sim serve` users pass `--url http://127.0.0.1:PORT/__sim`. */
export const DEFAULT_CONTROL_URL = 'http://127.0.0.1:8080/__sim';

/** A slow, busy machine still answers within this; a wrong --url fails instead of hanging. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface ControlRequest {
  url: string;
  method: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  token?: string | undefined;
}

export class ControlError extends Error {}

/** Sends one control request and returns the parsed JSON reply; a non-2xx reply is a ControlError. */
export async function controlCall(request: ControlRequest): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (cause) {
    const reason =
      cause instanceof Error && cause.cause instanceof Error ? cause.cause.message : String(cause);
    throw new ControlError(`cannot reach ${request.url} (${reason}); is the simulator running? (--url)`);
  }
  const text = await response.text();
  if (text === '' && response.ok) return { ok: true };
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's error page, say): shown as text below.
  }
  if (!response.ok) {
    const shown = typeof body === 'string' ? body : JSON.stringify(body);
    throw new ControlError(`${request.method} ${request.url} answered ${response.status}: ${shown}`);
  }
  return body;
}
