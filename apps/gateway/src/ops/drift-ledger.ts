import { type DriftFinding, findDrift } from '@portal/contracts/drift';
import type { EndpointName } from '@portal/contracts/upstream';
import type { z } from 'zod';

export interface DriftEntry extends DriftFinding {
  /** Replies that showed this finding. */
  count: number;
  firstSeen: string;
  lastSeen: string;
}

export interface DriftSummary {
  /** When this gateway started counting (its start). */
  since: string;
  /** Successful replies checked, per endpoint. */
  replies: Partial<Record<EndpointName, number>>;
  /** Most frequent first. */
  drift: DriftEntry[];
  /** Findings not kept because the ledger was full (an upstream inventing field names). */
  dropped: number;
}

interface InfoLogger {
  info(obj: object, msg: string): void;
}

/** Kinds of finding kept; beyond this, new ones are counted as dropped (memory stays bounded). */
export const MAX_DRIFT_ENTRIES = 500;

/**
 * Proxy mode, when the operator turned it on (OPS_TOKEN): every successful upstream reply is
 * checked against its contract and what differs is counted per endpoint and field (issue 11).
 */
export class DriftLedger {
  private readonly entries = new Map<string, DriftEntry>();
  private readonly replies: Partial<Record<EndpointName, number>> = {};
  private readonly since: string;
  private dropped = 0;

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly log?: InfoLogger,
  ) {
    this.since = now().toISOString();
  }

  observe(endpoint: EndpointName, reply: unknown, parsed: z.ZodSafeParseResult<unknown>): void {
    this.replies[endpoint] = (this.replies[endpoint] ?? 0) + 1;
    const findings = findDrift(endpoint, reply, parsed);
    if (findings.length === 0) return;
    const at = this.now().toISOString();
    for (const finding of findings) {
      const key = `${finding.endpoint} ${finding.field} ${finding.kind} ${finding.code ?? ''}`;
      const known = this.entries.get(key);
      if (known !== undefined) {
        known.count += 1;
        known.lastSeen = at;
        continue;
      }
      if (this.entries.size >= MAX_DRIFT_ENTRIES) {
        this.dropped += 1;
        continue;
      }
      this.entries.set(key, { ...finding, count: 1, firstSeen: at, lastSeen: at });
      // Field names and codes only, never values: a reply may hold tokens and personal data.
      this.log?.info(
        { endpoint, field: finding.field, kind: finding.kind, assumptions: finding.assumptions },
        'upstream reply differs from the contract',
      );
    }
  }

  summary(): DriftSummary {
    const drift = [...this.entries.values()]
      .map((entry) => ({ ...entry }))
      .sort(
        (a, b) => b.count - a.count || a.endpoint.localeCompare(b.endpoint) || a.field.localeCompare(b.field),
      );
    return { since: this.since, replies: { ...this.replies }, drift, dropped: this.dropped };
  }
}
