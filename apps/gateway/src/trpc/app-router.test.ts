import { describe, expect, it } from 'vitest';
import { appRouter, DIRECT_QUERIES } from './app-router';
import { clientsList } from './clients-router';

describe('DIRECT_QUERIES', () => {
  it('calls each direct query through the very function its mounted procedure runs', () => {
    expect([...DIRECT_QUERIES.keys()]).toEqual(['clients.list']);
    expect(appRouter.clients.list).toBe(clientsList.procedure);
    expect(DIRECT_QUERIES.get('clients.list')).toBe(clientsList.run);
  });
});
