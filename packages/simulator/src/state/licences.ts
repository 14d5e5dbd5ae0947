/**
 * Named licences per client (ASSUMPTION A-50): the users who hold one. Unlike a session's
 * licence, a named one is kept for good: only an administrator could give it back.
 */
export class NamedLicences {
  private readonly holders = new Map<string, Set<string>>();

  holds(clientUuid: string, email: string): boolean {
    return this.holders.get(clientUuid)?.has(email) ?? false;
  }

  count(clientUuid: string): number {
    return this.holders.get(clientUuid)?.size ?? 0;
  }

  take(clientUuid: string, email: string): void {
    const set = this.holders.get(clientUuid) ?? new Set<string>();
    set.add(email);
    this.holders.set(clientUuid, set);
  }
}
