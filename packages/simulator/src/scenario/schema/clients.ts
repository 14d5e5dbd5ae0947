import { LIMITS } from '@portal/contracts/limits';
import { AccessGroupSchema } from '@portal/contracts/upstream';
import { z } from 'zod';
import { text } from './refs';
import { RestrictionsSchema } from './sessions';

export const ScenarioEnvironmentSchema = z.strictObject({
  environment_uuid: text,
  name: text,
  access_group: AccessGroupSchema,
  maintenance_message: text.optional(),
  warning_message: text.optional(),
  /** Licences already taken by people outside the simulation when the world starts. */
  license_count: z.number().int().nonnegative().optional(),
  secure_only: z.boolean().optional(),
  /**
   * The administrator put the environment under maintenance without writing its message: the
   * client list shows no maintenance, and client_selected answers 404 MESSAGE_NOT_CONFIGURED
   * (ASSUMPTION A-50).
   */
  underMaintenance: z.boolean().optional(),
  /**
   * The administrator created the environment but never set up its connection: the login attempt
   * goes through (licences, instance) and the plugin call answers 404 ENVIRONMENT_NOT_CONFIGURED.
   */
  connectionMissing: z.boolean().optional(),
});
export type ScenarioEnvironment = z.output<typeof ScenarioEnvironmentSchema>;

const TSPLUS_NEEDS_BLOCK = new Set<string>(['TSPLUS', 'TSPLUS_ALL']);

export const ScenarioVirtualizerSchema = z
  .strictObject({
    /** One of KNOWN_VIRTUALIZERS, or any other name to reproduce "virtualizer not found" in the web. */
    virtualizer: text,
    instance: text.optional(),
    webport: z.union([z.number().int().min(1).max(65535), text]).optional(),
    window_name: text.optional(),
    use_dns: z.boolean().optional(),
    /** REMOTE_APP block of TSPLUS_ALL, or the iframe of plugin virtualizers. */
    iframe: text.optional(),
    connection_type: z.enum(['RDP_DIRECT']).optional(),
  })
  .superRefine((v, ctx) => {
    if (TSPLUS_NEEDS_BLOCK.has(v.virtualizer)) {
      for (const key of ['instance', 'webport', 'window_name', 'use_dns'] as const) {
        if (v[key] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `required when virtualizer is ${v.virtualizer}`,
          });
        }
      }
    }
    if (v.virtualizer === 'TSPLUS_ALL' && v.iframe === undefined) {
      ctx.addIssue({ code: 'custom', path: ['iframe'], message: 'required when virtualizer is TSPLUS_ALL' });
    }
  });
export type ScenarioVirtualizer = z.output<typeof ScenarioVirtualizerSchema>;

export const BOOT_MINUTES = LIMITS.instanceStartMinutes;

export const InstanceSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('on') }),
  z.strictObject({
    state: z.literal('off'),
    /** How long the instance takes to start once a login attempt wakes it (spec section 9). */
    bootMinutes: z.literal(BOOT_MINUTES).default(5),
  }),
  /**
   * Someone outside the world woke the instance just before the world started: it is up
   * `bootMinutes` after the start, and until then client_selected answers INSTANCE_TURNING_ON.
   */
  z.strictObject({ state: z.literal('booting'), bootMinutes: z.literal(BOOT_MINUTES).default(5) }),
  /** No instance is configured for the client: its login attempt answers 202 NO_INSTANCE_AVAILABLE. */
  z.strictObject({ state: z.literal('none') }),
]);
export type ScenarioInstance = z.output<typeof InstanceSchema>;

export const ScenarioClientSchema = z.strictObject({
  client_uuid: text,
  name: text,
  /** Concurrent active sessions allowed; absent means unlimited. */
  license_limit: z.number().int().nonnegative().optional(),
  /**
   * Named licences of the client (ASSUMPTION A-50): how many different users may ever launch it.
   * A user who launched once keeps theirs; past the limit a new user's login attempt answers 403
   * NO_LICENSE_CLIENT. Absent: unlimited.
   */
  namedUserLimit: z.number().int().nonnegative().optional(),
  /** Named licences already held by users outside the simulation when the world starts. */
  namedUsersTaken: z.number().int().nonnegative().default(0),
  /** Client parts of the selected-client messages (environment parts live on the environment). */
  maintenance_message: text.optional(),
  warning_message: text.optional(),
  /** Sessions land in the first environment; none at all means NO_INSTANCE_AVAILABLE. */
  environments: z.array(ScenarioEnvironmentSchema).default([]),
  /** Absent: the plugin call answers VIRTUALIZER_NOT_FOUND. */
  virtualizer: ScenarioVirtualizerSchema.optional(),
  web_apps: z.array(z.strictObject({ name: text, url: z.url() })).default([]),
  instance: InstanceSchema.prefault({ state: 'on' }),
  /** Access restrictions for everyone on this client (IP and schedule); absent: none. */
  restrictions: RestrictionsSchema.optional(),
});
export type ScenarioClient = z.output<typeof ScenarioClientSchema>;

/** The key a scenario's client replaces a fixture's client by. */
export const clientKey = (client: ScenarioClient): string => client.client_uuid;
