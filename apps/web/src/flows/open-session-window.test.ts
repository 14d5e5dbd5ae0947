import { describe, expect, it } from 'vitest';
import { openSessionWindow } from './open-session-window';

describe('openSessionWindow', () => {
  it('opens the named window and severs its opener', () => {
    const opened = { opener: 'the portal tab' as unknown };
    const calls: string[] = [];
    const result = openSessionWindow(
      (url, target) => {
        calls.push(`${url} ${target}`);
        return opened;
      },
      'https://erp.acme.example:8443/software/html5.html',
      'acme-erp',
    );
    expect(calls).toEqual(['https://erp.acme.example:8443/software/html5.html acme-erp']);
    expect(result).toBe(opened);
    expect(opened.opener).toBeNull();
  });

  it('reports a blocked popup as null', () => {
    expect(openSessionWindow(() => null, 'https://x.example/', 'w')).toBeNull();
  });
});
