import { findDrift } from '@portal/contracts/drift';
import { readUpstreamError } from '@portal/contracts/errors';
import { ENDPOINTS, type Endpoint, type EndpointName } from '@portal/contracts/upstream';
import { contractAssumptions } from './openapi';

export type CheckResult = 'held' | 'broken' | 'not checked';

/** Where a reply differs from its contract: a field path and a zod issue code, never a value. */
export interface Finding {
  /** `clients[].name`; `(reply)` for the reply itself, `(status)` for the HTTP status. */
  field: string;
  /** The zod issue code (invalid_type, too_small, …), `unexpected_status` or `not_json`. */
  code: string;
  assumptions: string[];
}

export interface EndpointReport {
  endpoint: EndpointName;
  call: string;
  result: CheckResult;
  /** The HTTP status it answered with, when called. */
  status?: number;
  /** The catalogue code of an error reply, when it carried one. */
  errorCode?: string;
  findings: Finding[];
  /** Fields the contract does not know (paths only); not a break: the portal ignores them. */
  unknownFields: string[];
  /** Why it was not checked. */
  note?: string;
}

export interface AssumptionReport {
  id: string;
  result: CheckResult;
  /** The checked calls that rest on it. */
  endpoints: EndpointName[];
}

export interface CheckReport {
  /** The upstream's origin (no credentials, path or query). */
  target: string;
  allowWrites: boolean;
  endpoints: EndpointReport[];
  assumptions: AssumptionReport[];
}

export interface CheckOptions {
  url: string;
  email: string;
  password: string;
  allowWrites: boolean;
  fetch?: typeof fetch;
}

/** Calls the run never makes: they need a second factor, an e-mailed link, Duo or an identity provider. */
const NOT_RUN_NOTE =
  'not part of the run (needs a second factor, an e-mailed link, Duo or an identity provider)';

/** What the check learnt from one reply. */
export function judgeReply(
  endpoint: EndpointName,
  status: number,
  text: string,
): Omit<EndpointReport, 'call'> {
  const contract: Endpoint = ENDPOINTS[endpoint];
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    return {
      endpoint,
      result: 'broken',
      status,
      findings: [{ field: '(reply)', code: 'not_json', assumptions: contractAssumptions(endpoint) }],
      unknownFields: [],
    };
  }
  // A success, or login_attempt's 202/206 that carry a code its flow reads.
  const success = status === 200 || (contract.errorInReply === true && status >= 200 && status < 300);
  if (!success) {
    const error = readUpstreamError(body);
    return {
      endpoint,
      result: 'broken',
      status,
      ...(error?.known ? { errorCode: error.code } : {}),
      findings: [
        { field: '(status)', code: 'unexpected_status', assumptions: contractAssumptions(endpoint) },
      ],
      unknownFields: [],
    };
  }
  const drift = findDrift(endpoint, body);
  const findings = drift
    .filter((d) => d.kind === 'invalid')
    .map((d) => ({ field: d.field, code: d.code ?? 'invalid', assumptions: d.assumptions }));
  return {
    endpoint,
    result: findings.length === 0 ? 'held' : 'broken',
    status,
    findings,
    unknownFields: drift.filter((d) => d.kind === 'unknown-field').map((d) => d.field),
  };
}

/** Each assumption the calls rest on: broken when a finding names it, held when a checked call rests on it. */
export function assumptionResults(endpoints: readonly EndpointReport[]): AssumptionReport[] {
  const ids = new Map<string, AssumptionReport>();
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    for (const id of contractAssumptions(name)) {
      const entry = ids.get(id) ?? { id, result: 'not checked', endpoints: [] };
      ids.set(id, entry);
    }
  }
  for (const report of endpoints) {
    if (report.result === 'not checked') continue;
    for (const id of contractAssumptions(report.endpoint)) {
      const entry = ids.get(id);
      if (entry === undefined) continue;
      entry.endpoints.push(report.endpoint);
      if (entry.result === 'not checked') entry.result = 'held';
    }
    for (const finding of report.findings) {
      for (const id of finding.assumptions) {
        const entry = ids.get(id) ?? { id, result: 'broken', endpoints: [report.endpoint] };
        entry.result = 'broken';
        ids.set(id, entry);
      }
    }
  }
  return [...ids.values()].sort((a, b) => a.id.localeCompare(b.id));
}

function parseOrEmpty(text: string): unknown {
  try {
    return JSON.parse(text) ?? {};
  } catch {
    return {};
  }
}

/** A cli_uuid of the account, read leniently: a broken clients reply must not stop the run. */
function firstClient(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    const clients = (body as { clients?: unknown }).clients;
    if (!Array.isArray(clients)) return undefined;
    for (const client of clients) {
      const id = (client as { client_uuid?: unknown } | null)?.client_uuid;
      if (typeof id === 'string' && id !== '') return id;
    }
  } catch {
    // Reported by judgeReply; here there is simply no client to go on with.
  }
  return undefined;
}

/** The address without credentials, path or query: what a report may show. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Signs in, makes the portal's read-only calls (and with allowWrites the launch chain of the
 * first client), checks each answer against its contract, signs out. Throws when the account
 * cannot sign in; the error says why without the password.
 */
export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const reports = new Map<EndpointName, EndpointReport>();
  let token: string | undefined;
  const call = async (endpoint: EndpointName, query: Record<string, string> = {}, body?: unknown) => {
    const contract: Endpoint = ENDPOINTS[endpoint];
    const qs = new URLSearchParams(query).toString();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (contract.access === 'bearer' && token !== undefined) headers.authorization = `Bearer ${token}`;
    const res = await doFetch(`${base}${contract.path}${qs === '' ? '' : `?${qs}`}`, {
      method: contract.method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    reports.set(endpoint, {
      call: `${contract.method} ${contract.path}`,
      ...judgeReply(endpoint, res.status, text),
    });
    return { status: res.status, text };
  };

  const login = await call('login', {}, { email: options.email, password: options.password });
  const signedIn = (login.status === 200 ? parseOrEmpty(login.text) : {}) as {
    access_token?: unknown;
    mfa_required?: unknown;
  };
  if (typeof signedIn.access_token !== 'string') {
    const code = reports.get('login')?.errorCode;
    throw new Error(`could not sign in: the upstream answered ${login.status}${code ? ` ${code}` : ''}`);
  }
  token = signedIn.access_token;
  try {
    if (signedIn.mfa_required === true) {
      throw new Error('the account needs a second factor: use a test account without one');
    }
    // The password policy the reset and register pages fetch: public, and changes nothing.
    await call('checkPasswordRestrictions', {}, { email: options.email });
    const clients = await call('clients');
    const client = firstClient(clients.text);
    const forClient: EndpointName[] = ['clientSelected', 'userSession', 'webClientApps'];
    const writes: EndpointName[] = ['selectClient', 'loginAttempt', 'disconnectUser'];
    if (client === undefined) {
      for (const name of [...forClient, ...writes])
        noteSkip(reports, name, 'the account has no client to ask about');
    } else {
      for (const name of forClient) await call(name, { cli_uuid: client });
      if (options.allowWrites) {
        await call('selectClient', {}, { cli_uuid: client });
        await call('loginAttempt', { cli_uuid: client });
        await call('disconnectUser', {}, { cli_uuid: client });
      } else {
        for (const name of writes) noteSkip(reports, name, 'changes state: run with --allow-writes');
      }
    }
  } finally {
    await call('logout');
  }
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) noteSkip(reports, name, NOT_RUN_NOTE);
  const endpoints = (Object.keys(ENDPOINTS) as EndpointName[]).flatMap((name) => reports.get(name) ?? []);
  return {
    target: originOf(options.url),
    allowWrites: options.allowWrites,
    endpoints,
    assumptions: assumptionResults(endpoints),
  };
}

function noteSkip(reports: Map<EndpointName, EndpointReport>, endpoint: EndpointName, note: string): void {
  if (reports.has(endpoint)) return;
  const contract: Endpoint = ENDPOINTS[endpoint];
  reports.set(endpoint, {
    endpoint,
    call: `${contract.method} ${contract.path}`,
    result: 'not checked',
    findings: [],
    unknownFields: [],
    note,
  });
}
