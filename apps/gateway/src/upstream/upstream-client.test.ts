import { describe, expect, it, vi } from 'vitest';
import { type FetchLike, fetchTransport, MAX_REPLY_BYTES, TransportReplyTooLarge } from './transport';
import { buildUpstreamUrl, createUpstreamClient } from './upstream-client';
import { UpstreamError } from './upstream-error';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function fakeFetch(status: number, body: string): { fetch: FetchLike; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch: FetchLike = async (input, init) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    // A Response cannot carry a body with these statuses.
    return new Response(status === 204 || status === 205 ? null : body, { status });
  };
  return { fetch, seen };
}

const validLogin = JSON.stringify({ access_token: 'secret-token-123', mfa_required: false });

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('expected an UpstreamError');
}

describe('buildUpstreamUrl', () => {
  it('joins base and path and leaves nullish query values out', () => {
    expect(
      buildUpstreamUrl('http://up.example/', '/call_plugin', { cli_uuid: 'a b', custom_params: null }),
    ).toBe('http://up.example/call_plugin?cli_uuid=a+b');
    expect(buildUpstreamUrl('/__sim/api', '/clients', undefined)).toBe('/__sim/api/clients');
  });
});

describe('createUpstreamClient', () => {
  it('uses the endpoint table: method, path, JSON body, bearer and world headers', async () => {
    const { fetch, seen } = fakeFetch(200, validLogin);
    const client = createUpstreamClient({
      baseUrl: 'http://up.example',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
    });
    const reply = await client.call('login', {
      body: { email: 'a@b.c', password: 'pw' },
      token: 'tok',
      simWorld: 'w1',
    });
    expect(reply).toEqual({ status: 200, data: { access_token: 'secret-token-123', mfa_required: false } });
    expect(seen[0]).toMatchObject({
      url: 'http://up.example/login',
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.c', password: 'pw' }),
      headers: { authorization: 'Bearer tok', 'x-sim-world': 'w1', 'content-type': 'application/json' },
    });
  });

  it('sends no bearer or world header when there is none', async () => {
    const { fetch, seen } = fakeFetch(200, JSON.stringify({ clients: [] }));
    const client = createUpstreamClient({
      baseUrl: 'http://up.example',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
    });
    await client.call('clients');
    expect(seen[0]?.headers).toEqual({ accept: 'application/json' });
    expect(seen[0]?.method).toBe('GET');
  });

  it('returns success statuses such as 202 with their body parsed by the contract', async () => {
    const { fetch, seen } = fakeFetch(202, JSON.stringify({ error: 'NO_LICENSE_ENVIRONMENT', time: 3 }));
    const client = createUpstreamClient({
      baseUrl: 'http://up.example',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
    });
    const reply = await client.call('loginAttempt', { query: { cli_uuid: 'acme' } });
    expect(reply).toEqual({ status: 202, data: { error: 'NO_LICENSE_ENVIRONMENT', time: 3 } });
    expect(seen[0]?.url).toBe('http://up.example/login_attempt?cli_uuid=acme');
  });

  it('accepts an empty 204 reply for acknowledgement endpoints', async () => {
    const { fetch } = fakeFetch(204, '');
    const client = createUpstreamClient({
      baseUrl: 'http://up.example',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
    });
    await expect(client.call('logout', { token: 't' })).resolves.toEqual({ status: 204, data: {} });
  });

  // Spec section 5 gives both rules: the list 200, 201, 202, 204, 206, 208, 300 and the 2xx range.
  it.each([200, 201, 202, 203, 206, 207, 208, 226, 299, 300])(
    '%i is a success: the body is parsed by the contract',
    async (status) => {
      const { fetch } = fakeFetch(status, JSON.stringify({ clients: [] }));
      const client = createUpstreamClient({
        baseUrl: 'http://up.example',
        timeoutMs: 1000,
        transport: fetchTransport(fetch),
      });
      await expect(client.call('clients', { token: 't' })).resolves.toEqual({
        status,
        data: { clients: [] },
      });
    },
  );

  it.each([204, 205])('%i without a body is a success for acknowledgement endpoints', async (status) => {
    const { fetch } = fakeFetch(status, '');
    const client = createUpstreamClient({
      baseUrl: 'http://up.example',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
    });
    await expect(client.call('logout', { token: 't' })).resolves.toEqual({ status, data: {} });
  });

  it('logs one warn line for an upstream 5xx, with its kind and status, and none for a 4xx', async () => {
    const warn = vi.fn();
    let status = 502;
    const client = createUpstreamClient({
      baseUrl: 'http://up.example',
      timeoutMs: 1000,
      transport: async () => ({ status, text: '{"error":"UNEXPECTED_ERROR","token":"S3cret"}' }),
      logger: { warn },
    });
    expect(await failure(client.call('login', { body: { email: 'a@b.c', password: 'p' } }))).toMatchObject({
      kind: 'http',
      status: 502,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { endpoint: 'login', kind: 'http', status: 502, code: 'UNEXPECTED_ERROR' },
      'upstream failed',
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain('S3cret');
    status = 401;
    await failure(client.call('login', { body: { email: 'a@b.c', password: 'p' } }));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('turns a reply over the size cap into kind bad-reply with one warn line', async () => {
    const warn = vi.fn();
    const client = createUpstreamClient({
      baseUrl: 'http://up.example',
      timeoutMs: 1000,
      transport: async () => {
        throw new TransportReplyTooLarge(MAX_REPLY_BYTES);
      },
      logger: { warn },
    });
    const error = await failure(client.call('clients', { token: 't' }));
    expect(error).toMatchObject({ kind: 'bad-reply', endpoint: 'clients' });
    expect(warn).toHaveBeenCalledWith(
      { endpoint: 'clients', limitBytes: MAX_REPLY_BYTES },
      'upstream reply too large',
    );
  });

  it.each([301, 302, 400, 452, 500])('%i is not a success: kind http', async (status) => {
    const { fetch } = fakeFetch(status, JSON.stringify({ error: 'UNEXPECTED_ERROR' }));
    const client = createUpstreamClient({
      baseUrl: 'http://up.example',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
    });
    const error = await failure(client.call('clients', { token: 't' }));
    expect(error).toMatchObject({ kind: 'http', status });
  });

  it('turns an error status into kind http with the catalogue code and the body', async () => {
    const { fetch } = fakeFetch(401, JSON.stringify({ error: 'auth:INVALID_USER' }));
    const client = createUpstreamClient({
      baseUrl: 'http://up.example',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
    });
    const error = await failure(client.call('login', { body: { email: 'a@b.c', password: 'x' } }));
    expect(error).toMatchObject({ kind: 'http', status: 401, error: { known: true, code: 'INVALID_USER' } });
    expect(error.code).toBe('INVALID_USER');
    expect(error.body).toEqual({ error: 'auth:INVALID_USER' });
    expect(error.message).toBe('upstream login answered 401 INVALID_USER');
  });

  it('keeps an unknown error text raw, and survives a non-JSON error page', async () => {
    const unknown = fakeFetch(400, JSON.stringify({ errors: ['Something odd'] }));
    const a = createUpstreamClient({
      baseUrl: 'http://u',
      timeoutMs: 1000,
      transport: fetchTransport(unknown.fetch),
    });
    expect(await failure(a.call('clients'))).toMatchObject({
      kind: 'http',
      error: { known: false, text: 'Something odd' },
    });

    const html = fakeFetch(502, '<html>bad gateway</html>');
    const b = createUpstreamClient({
      baseUrl: 'http://u',
      timeoutMs: 1000,
      transport: fetchTransport(html.fetch),
    });
    expect(await failure(b.call('clients'))).toMatchObject({ kind: 'http', status: 502, error: undefined });
  });

  it('treats a success status whose body is only an error as kind http', async () => {
    const { fetch } = fakeFetch(200, JSON.stringify({ error: 'VIRTUALIZER_NOT_FOUND' }));
    const client = createUpstreamClient({
      baseUrl: 'http://u',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
    });
    expect(await failure(client.call('callPlugin', { query: { cli_uuid: 'x' } }))).toMatchObject({
      kind: 'http',
      status: 200,
      code: 'VIRTUALIZER_NOT_FOUND',
    });
  });

  it('treats an error carried with a success status as kind http even when the loose schema fits it', async () => {
    // Every field of client_selected's reply is optional, so { error } alone would parse.
    const { fetch } = fakeFetch(202, JSON.stringify({ error: 'NO_LICENSE_ENVIRONMENT' }));
    const client = createUpstreamClient({
      baseUrl: 'http://u',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
    });
    expect(await failure(client.call('clientSelected', { query: { cli_uuid: 'x' } }))).toMatchObject({
      kind: 'http',
      status: 202,
      code: 'NO_LICENSE_ENVIRONMENT',
    });
  });

  it('reports a reply that breaks the contract as bad-reply, logging issue paths but never the body', async () => {
    const { fetch } = fakeFetch(200, JSON.stringify({ access_token: 'leaky-token', mfa_required: 'nope' }));
    const warn = vi.fn();
    const client = createUpstreamClient({
      baseUrl: 'http://u',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
      logger: { warn },
    });
    const error = await failure(client.call('login', { body: { email: 'a@b.c', password: 'x' } }));
    expect(error).toMatchObject({ kind: 'bad-reply', status: 200 });
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields, message] = warn.mock.calls[0] ?? [];
    expect(message).toBe('upstream reply breaks the contract');
    expect(fields).toMatchObject({ endpoint: 'login', issues: [{ path: 'mfa_required' }] });
    expect(JSON.stringify(fields)).not.toContain('leaky-token');
  });

  it('reports unparsable JSON on success as bad-reply', async () => {
    const { fetch } = fakeFetch(200, '{not json');
    const client = createUpstreamClient({
      baseUrl: 'http://u',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
    });
    expect(await failure(client.call('clients'))).toMatchObject({ kind: 'bad-reply' });
  });

  it('gives up after the time-out with kind timeout', async () => {
    const hang: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const client = createUpstreamClient({
      baseUrl: 'http://u',
      timeoutMs: 30,
      transport: fetchTransport(hang),
    });
    expect(await failure(client.call('clients'))).toMatchObject({
      kind: 'timeout',
      message: 'upstream clients timed out',
    });
  });

  it('reports a refused connection as unreachable', async () => {
    const client = createUpstreamClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    expect(await failure(client.call('clients'))).toMatchObject({ kind: 'unreachable' });
  });

  it('never makes the error body enumerable, so a logged error cannot print it', async () => {
    const { fetch } = fakeFetch(
      403,
      JSON.stringify({ error: 'PASSWORD_EXPIRED', user_uuid: 'u1', token: 'reset-token-xyz' }),
    );
    const client = createUpstreamClient({
      baseUrl: 'http://u',
      timeoutMs: 1000,
      transport: fetchTransport(fetch),
    });
    const error = await failure(client.call('login', { body: { email: 'a@b.c', password: 'x' } }));
    expect(error.body).toMatchObject({ token: 'reset-token-xyz' });
    expect(JSON.stringify(error)).not.toContain('reset-token-xyz');
  });
});

describe('the upstream client with a recorder', () => {
  const recordedBy = (status: number, body: string) => {
    const recorder = { record: vi.fn() };
    const client = createUpstreamClient({
      baseUrl: 'http://upstream.test',
      timeoutMs: 1_000,
      transport: fetchTransport(fakeFetch(status, body).fetch),
      recorder,
    });
    return { client, recorder };
  };

  it('records a call of a recorded session with its status and reply, and nothing without one', async () => {
    const { client, recorder } = recordedBy(200, validLogin);
    await client.call('login', { body: { email: 'a@b.example', password: 'Pass@word1' }, recording: 'abc' });
    await client.call('login', { body: { email: 'a@b.example', password: 'Pass@word1' } });
    expect(recorder.record).toHaveBeenCalledTimes(1);
    expect(recorder.record).toHaveBeenCalledWith('abc', {
      endpoint: 'login',
      method: 'POST',
      path: '/login',
      query: {},
      request: { email: 'a@b.example', password: 'Pass@word1' },
      status: 200,
      reply: JSON.parse(validLogin),
    });
  });

  it('records a success that breaks the contract, or is no JSON, as the bad reply the user saw', async () => {
    for (const body of ['{"access_token":5}', 'not json']) {
      const { client, recorder } = recordedBy(200, body);
      await failure(
        client.call('login', { body: { email: 'a@b.example', password: 'x' }, recording: 'abc' }),
      );
      expect(recorder.record.mock.calls[0]?.[1]).toMatchObject({ status: 200, failure: 'bad-reply' });
    }
  });

  it('never fails the call when recording throws', async () => {
    const client = createUpstreamClient({
      baseUrl: 'http://upstream.test',
      timeoutMs: 1_000,
      transport: fetchTransport(fakeFetch(200, validLogin).fetch),
      recorder: {
        record: () => {
          throw new RangeError('too deep');
        },
      },
    });
    const reply = await client.call('login', {
      body: { email: 'a@b.example', password: 'x' },
      recording: 'abc',
    });
    expect(reply.status).toBe(200);
  });
});
