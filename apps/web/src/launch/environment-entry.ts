import type { Client, Environment } from '@portal/contracts/upstream';

/** One environment of one client: what a card shows and a launch starts. */
export interface EnvironmentEntry {
  client: Client;
  environment: Environment;
}

/** Environment ids are only unique within a client. */
export const entryKey = ({ client, environment }: EnvironmentEntry): string =>
  `${client.client_uuid}/${environment.environment_uuid}`;
