/**
 * An active session on a client: what consumes one of its licences. It outlives the portal
 * sign-in (the remote desktop keeps running); only disconnect_user ends it.
 */
export interface Connection {
  email: string;
  clientUuid: string;
  environmentUuid: string;
  ssid: string;
  startedAt: number;
  customParams?: string;
  /**
   * Set while the session is pending (dropped without a logoff, issue 8 slice C): the world-clock
   * time it expires by itself. A pending session is not active (/user/session says false).
   */
  pendingUntil?: number;
  /** disconnect_user cannot end it (a scenario's `disconnectFails`). */
  disconnectFails?: boolean;
}

/** The active sessions of one world, one per user and client at most. */
export class Connections {
  private items: Connection[] = [];
  private ssidCounter = 0;

  of(email: string, clientUuid: string): Connection | undefined {
    return this.items.find((c) => c.email === email && c.clientUuid === clientUuid);
  }

  onClient(clientUuid: string, environmentUuid?: string): Connection[] {
    return this.items.filter(
      (c) =>
        c.clientUuid === clientUuid &&
        (environmentUuid === undefined || c.environmentUuid === environmentUuid),
    );
  }

  open(email: string, clientUuid: string, environmentUuid: string, now: number): Connection {
    this.ssidCounter += 1;
    const connection = {
      email,
      clientUuid,
      environmentUuid,
      ssid: `${clientUuid}-${this.ssidCounter}`,
      startedAt: now,
    };
    this.items.push(connection);
    return connection;
  }

  /** Ends this user's session on this client only: other users' licences stay taken. */
  close(email: string, clientUuid: string): void {
    this.items = this.items.filter((c) => !(c.email === email && c.clientUuid === clientUuid));
  }

  list(): Connection[] {
    return [...this.items];
  }
}
