import { z } from 'zod';
import { INPUT_LIMITS } from '../limits';

/** Environment groupings of the environments list (spec section 2). ASSUMPTION A-03. */
export const AccessGroupSchema = z.enum(['DESKTOP', 'WEB', 'DEFAULT']);
export type AccessGroup = z.infer<typeof AccessGroupSchema>;

/** ASSUMPTION A-02: the spec names an environment's concepts but shows none of its fields. */
export const EnvironmentSchema = z.object({
  environment_uuid: z.string().min(1),
  name: z.string().min(1),
  access_group: AccessGroupSchema,
  maintenance_message: z.string().nullish(),
  warning_message: z.string().nullish(),
  license_count: z.number().int().nonnegative().nullish(),
  secure_only: z.boolean().nullish(),
});
export type Environment = z.infer<typeof EnvironmentSchema>;

export const InstanceStateSchema = z.enum(['on', 'off', 'starting']);
export type InstanceState = z.infer<typeof InstanceStateSchema>;

/** A client: client_uuid, environments and a licence limit (spec section 3). */
export const ClientSchema = z.object({
  client_uuid: z.string().min(1),
  name: z.string().min(1),
  license_limit: z.number().int().nonnegative().nullish(),
  environments: z.array(EnvironmentSchema),
  /** ASSUMPTION A-45: the client's instance, so a starting one shows before the click. */
  instance_state: InstanceStateSchema.nullish(),
  /** ASSUMPTION A-53: the client part of the maintenance message, so its cards show it before the click. */
  maintenance_message: z.string().nullish(),
});
export type Client = z.infer<typeof ClientSchema>;

/** GET /clients. ASSUMPTION A-01: path and wrapping key. */
export const ClientsResponseSchema = z.object({ clients: z.array(ClientSchema) });
export type ClientsResponse = z.infer<typeof ClientsResponseSchema>;

export const MessagePartsSchema = z.object({
  client: z.string().nullish(),
  environment: z.string().nullish(),
});
export type MessageParts = z.infer<typeof MessagePartsSchema>;

/** GET /client_selected?cli_uuid= and POST /select_client (ASSUMPTION A-04). */
export const SelectedClientResponseSchema = z.object({
  warning_message: MessagePartsSchema.nullish(),
  maintenance_message: MessagePartsSchema.nullish(),
});
export type SelectedClientResponse = z.infer<typeof SelectedClientResponseSchema>;
export const SelectClientRequestSchema = z.object({ cli_uuid: z.string().min(1) });

/** Access restriction kinds carried by a restricted login attempt. ASSUMPTION A-05. */
export const RestrictedTypeSchema = z.enum(['IP', 'SCHEDULE']);

/** GET /login_attempt?cli_uuid= ; answered with 200, 202 (instance turning on) or 206 (pending). */
export const LoginAttemptResponseSchema = z.object({
  error: z.string().nullish(),
  time: z.number().nullish(),
  licenses: z.string().nullish(),
  instances: z.string().nullish(),
  pending_connection: z.string().nullish(),
  restricted_type: RestrictedTypeSchema.nullish(),
  /** ASSUMPTION A-05: what /accessRestricted shows. */
  ip: z.string().nullish(),
  release_time: z.string().nullish(),
  instance: z.string().nullish(),
});
export type LoginAttemptResponse = z.infer<typeof LoginAttemptResponseSchema>;

export const VirtualizerSchema = z.string().min(1);
export const KNOWN_VIRTUALIZERS = [
  'TSPLUS',
  'TSPLUS_REMOTE_APP',
  'CONNECT',
  'TSPLUS_ALL',
  'CONNECT_DIRECT',
  'RDP_DIRECT',
] as const;
export type KnownVirtualizer = (typeof KNOWN_VIRTUALIZERS)[number];

export const RemoteConnectionTypeSchema = z.enum(['RDP_DIRECT']);

export const TsplusBlockSchema = z.object({
  instance: z.string().min(1).max(INPUT_LIMITS.host),
  webport: z.union([z.number().int(), z.string().min(1).max(INPUT_LIMITS.id)]),
  window_name: z.string().min(1).max(INPUT_LIMITS.text),
  use_dns: z.boolean(),
});
export type TsplusBlock = z.infer<typeof TsplusBlockSchema>;

export const RemoteAppBlockSchema = z.object({ iframe: z.string().min(1).max(INPUT_LIMITS.url) });

/** GET /call_plugin?cli_uuid=[&custom_params=] */
export const PluginCallResponseSchema = z.object({
  virtualizer: VirtualizerSchema,
  instance: z.string().nullish(),
  webport: z.union([z.number().int(), z.string()]).nullish(),
  window_name: z.string().nullish(),
  use_dns: z.boolean().nullish(),
  iframe: z.string().nullish(),
  environment_uuid: z.string().nullish(),
  ssid: z.string().nullish(),
  connection_type: RemoteConnectionTypeSchema.nullish(),
  TSPLUS: TsplusBlockSchema.nullish(),
  REMOTE_APP: RemoteAppBlockSchema.nullish(),
});
export type PluginCallResponse = z.infer<typeof PluginCallResponseSchema>;

/** GET /user/session?cli_uuid= */
export const SessionResponseSchema = z.object({ is_active_session: z.boolean() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** POST /register_selected_virtualizer: the chosen virtualizer's data. ASSUMPTION A-06. */
export const RegisterVirtualizerRequestSchema = z
  .object({ cli_uuid: z.string().min(1), virtualizer: VirtualizerSchema })
  .loose();
export const RegisterVirtualizerResponseSchema = PluginCallResponseSchema.partial().loose();

/** GET /web_client_apps?cli_uuid= */
export const WebAppSchema = z.object({ name: z.string().min(1), url: z.string().min(1) });
export type WebApp = z.infer<typeof WebAppSchema>;
export const WebAppsResponseSchema = z.object({ web_client_apps: z.array(WebAppSchema) });

/** POST /disconnect_user */
export const DisconnectUserRequestSchema = z.object({ cli_uuid: z.string().min(1) });
