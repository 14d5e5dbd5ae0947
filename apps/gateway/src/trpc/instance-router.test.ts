import { describe, expect, it } from 'vitest';
import { requestUpstream } from '../test-support/request-upstream';
import { UpstreamError } from '../upstream/upstream-error';
import type { RequestUpstream } from './context';
import { readMessages } from './instance-router';

const answering = (answer: unknown): RequestUpstream =>
  requestUpstream(async (name) => {
    expect(name).toBe('clientSelected');
    if (answer instanceof Error) throw answer;
    return { status: 200, data: answer } as never;
  });

const failure = (status: number, code: 'INSTANCE_TURNING_ON' | 'CLIENT_NOT_FOUND') =>
  new UpstreamError({
    kind: 'http',
    endpoint: 'clientSelected',
    status,
    body: { error: code },
    error: { known: true, code },
  });

describe('readMessages', () => {
  it('shows the messages client_selected answers', async () => {
    const reply = { warning_message: { client: 'Heads up', environment: null }, maintenance_message: null };
    await expect(readMessages(answering(reply), 'acme')).resolves.toEqual({
      warning: { client: 'Heads up', environment: null },
      maintenance: null,
    });
  });

  it('turns INSTANCE_TURNING_ON into the notice itself', async () => {
    await expect(readMessages(answering(failure(409, 'INSTANCE_TURNING_ON')), 'acme')).resolves.toEqual({
      reason: 'INSTANCE_TURNING_ON',
    });
  });

  it('lets any other failure through, for the web to run its outcome', async () => {
    await expect(readMessages(answering(failure(404, 'CLIENT_NOT_FOUND')), 'acme')).rejects.toBeInstanceOf(
      UpstreamError,
    );
  });
});
