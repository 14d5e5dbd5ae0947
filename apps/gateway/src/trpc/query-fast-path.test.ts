import { describe, expect, it } from 'vitest';
import { planFastQuery } from './query-fast-path';

const base = { headers: {}, maxBatchSize: 10, batch: '1', input: undefined } as const;

describe('planFastQuery: which GETs the fast path takes', () => {
  it('takes the fast queries, alone or in a batch, with their inputs', () => {
    expect(planFastQuery({ ...base, path: 'clients.list', input: '{"0":{}}' })).toEqual([
      { path: 'clients.list', input: {} },
    ]);
    expect(planFastQuery({ ...base, path: 'auth.session,clients.list' })).toEqual([
      { path: 'auth.session', input: undefined },
      { path: 'clients.list', input: undefined },
    ]);
    expect(planFastQuery({ ...base, batch: undefined, path: 'clients.list', input: '{"a":1}' })).toEqual([
      { path: 'clients.list', input: { a: 1 } },
    ]);
  });

  it.each([
    ['a mutation', { path: 'auth.logout' }],
    ['another query', { path: 'webApps.list' }],
    ['a batch mixing in another procedure', { path: 'clients.list,webApps.list' }],
    ['an unknown path', { path: 'no.such' }],
    ['a path that does not decode', { path: '%E0%A4%A' }],
    ['bad JSON input', { path: 'clients.list', input: '{' }],
    ['a batch input that is not an object', { path: 'clients.list', input: '[1]' }],
    ['a batch over the limit', { path: 'clients.list,clients.list', maxBatchSize: 1 }],
    ['a jsonl stream asked for', { path: 'clients.list', headers: { 'trpc-accept': 'application/jsonl' } }],
    ['jsonl in Accept', { path: 'clients.list', headers: { accept: 'application/jsonl' } }],
    ['another body type', { path: 'clients.list', headers: { 'content-type': 'text/plain' } }],
  ])('leaves %s to the adapter', (_name, over) => {
    expect(planFastQuery({ ...base, ...over })).toBeNull();
  });
});
