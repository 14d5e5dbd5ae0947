import { AccessGroupSchema, LIMITS } from '@portal/contracts';
import { z } from 'zod';
import { ErrorCodeSchema } from './contract-names';
import { OverrideSchema } from './state/overrides';

/*
 * Naming rule of the format: fields that mirror the upstream's replies keep the upstream's
 * snake_case (client_uuid, license_limit, access_group...); knobs that exist only in the
 * simulator are camelCase (maxLoginAttempts, bootMinutes, delayMs...). Objects are strict so a
 * misspelt field is reported instead of silently ignored.
 */

export { EndpointNameSchema, ErrorCodeSchema } from './contract-names';

const text = z.string().trim().min(1);

export const SettingsSchema = z
  .strictObject({
    /** Failed password attempts after which the user becomes inactive (MAXIMUM_LOGIN_ATTEMPTS). */
    maxLoginAttempts: z.number().int().min(1).max(1000).default(5),
  })
  .prefault({});
export type ScenarioSettings = z.output<typeof SettingsSchema>;

export const ScenarioUserSchema = z.strictObject({
  email: z.email(),
  password: z.string().min(1).max(LIMITS.passwordMaxLength),
  active: z.boolean().default(true),
  /** External (corporate) users cannot reset or change their password. */
  external: z.boolean().default(false),
  /** client_uuid of every client the user may open. */
  clients: z.array(text).default([]),
  /** Shown in the catalogue so QA can generate one-time codes; used by the multi-factor routes. */
  totpSecret: text.optional(),
  /** Shown in the catalogue; the device-validation PIN. */
  pin: z
    .string()
    .regex(new RegExp(`^\\d{${LIMITS.pinLength}}$`), `must be ${LIMITS.pinLength} digits`)
    .optional(),
});
export type ScenarioUser = z.output<typeof ScenarioUserSchema>;

export const ScenarioEnvironmentSchema = z.strictObject({
  environment_uuid: text,
  name: text,
  access_group: AccessGroupSchema,
  maintenance_message: text.optional(),
  warning_message: text.optional(),
  /** Licences already taken by people outside the simulation when the world starts. */
  license_count: z.number().int().nonnegative().optional(),
  secure_only: z.boolean().optional(),
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
]);
export type ScenarioInstance = z.output<typeof InstanceSchema>;

export const ScenarioClientSchema = z.strictObject({
  client_uuid: text,
  name: text,
  /** Concurrent active sessions allowed; absent means unlimited. */
  license_limit: z.number().int().nonnegative().optional(),
  /** Client parts of the selected-client messages (environment parts live on the environment). */
  maintenance_message: text.optional(),
  warning_message: text.optional(),
  /** Sessions land in the first environment; none at all means NO_INSTANCE_AVAILABLE. */
  environments: z.array(ScenarioEnvironmentSchema).default([]),
  /** Absent: the plugin call answers VIRTUALIZER_NOT_FOUND. */
  virtualizer: ScenarioVirtualizerSchema.optional(),
  web_apps: z.array(z.strictObject({ name: text, url: z.url() })).default([]),
  instance: InstanceSchema.prefault({ state: 'on' }),
});
export type ScenarioClient = z.output<typeof ScenarioClientSchema>;

export const ScenarioSchema = z
  .strictObject({
    title: text,
    description: text.optional(),
    /** Error codes a tester can reproduce with this scenario. */
    codes: z.array(ErrorCodeSchema),
    /** What a tester does in the browser. */
    steps: z.array(text).min(1),
    settings: SettingsSchema,
    users: z.array(ScenarioUserSchema).min(1),
    clients: z.array(ScenarioClientSchema).default([]),
    /** Scripted overrides and faults (state/overrides.ts), under the run-time ones. */
    faults: z.array(OverrideSchema).default([]),
  })
  .superRefine((s, ctx) => {
    const clientIds = new Set<string>();
    s.clients.forEach((c, i) => {
      if (clientIds.has(c.client_uuid)) {
        ctx.addIssue({
          code: 'custom',
          path: ['clients', i, 'client_uuid'],
          message: 'duplicate client_uuid',
        });
      }
      clientIds.add(c.client_uuid);
      const envIds = new Set<string>();
      c.environments.forEach((env, j) => {
        if (envIds.has(env.environment_uuid)) {
          ctx.addIssue({
            code: 'custom',
            path: ['clients', i, 'environments', j, 'environment_uuid'],
            message: 'duplicate environment_uuid in this client',
          });
        }
        envIds.add(env.environment_uuid);
      });
    });
    const emails = new Set<string>();
    s.users.forEach((u, i) => {
      const email = u.email.toLowerCase();
      if (emails.has(email)) {
        ctx.addIssue({ code: 'custom', path: ['users', i, 'email'], message: 'duplicate user e-mail' });
      }
      emails.add(email);
      u.clients.forEach((id, j) => {
        if (!clientIds.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['users', i, 'clients', j],
            message: `unknown client_uuid "${id}": no client in this scenario has it`,
          });
        }
      });
    });
    s.faults.forEach((f, i) => {
      if (f.match?.cli_uuid !== undefined && !clientIds.has(f.match.cli_uuid)) {
        ctx.addIssue({
          code: 'custom',
          path: ['faults', i, 'match', 'cli_uuid'],
          message: `unknown client_uuid "${f.match.cli_uuid}"`,
        });
      }
      if (f.match?.email !== undefined && !emails.has(f.match.email.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          path: ['faults', i, 'match', 'email'],
          message: `unknown user e-mail "${f.match.email}"`,
        });
      }
    });
  });
export type Scenario = z.output<typeof ScenarioSchema>;
export type ScenarioInput = z.input<typeof ScenarioSchema>;
