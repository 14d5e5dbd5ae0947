import { hasNotice } from '@portal/contracts/flows';
import type { MessagesView } from '@portal/contracts/portal';
import type { MessageParts } from '@portal/contracts/upstream';

const isText = (v: unknown): v is string | null | undefined =>
  v === undefined || v === null || typeof v === 'string';

function partsOf(value: unknown): MessageParts | null | undefined | false {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'object') return false;
  const { client, environment } = value as Record<string, unknown>;
  return isText(client) && isText(environment) ? { client, environment } : false;
}

/**
 * The notice /messages got with its navigation (MessagesViewSchema's shape, checked by hand: zod
 * would add its weight to this page); undefined (a reload, or nothing to show) means read it again.
 */
export function messagesViewOf(state: unknown): MessagesView | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const record = state as Record<string, unknown>;
  const warning = partsOf(record.warning);
  const maintenance = partsOf(record.maintenance);
  if (warning === false || maintenance === false || !isText(record.reason)) return undefined;
  const view: MessagesView = { warning, maintenance, reason: record.reason };
  return hasNotice(view) ? view : undefined;
}

export type NoticeKind = 'maintenance' | 'warning';

export interface NoticePart {
  kind: NoticeKind;
  /** Which level the administrator wrote it for (spec section 3: "each with client and environment keys"). */
  scope: 'client' | 'environment';
  text: string;
}

/** The parts to show, maintenance first (it matters more), blanks left out. */
export function noticeParts(view: MessagesView): NoticePart[] {
  const parts: NoticePart[] = [];
  for (const kind of ['maintenance', 'warning'] as const) {
    const message = view[kind];
    for (const scope of ['client', 'environment'] as const) {
      const text = message?.[scope]?.trim();
      if (text) parts.push({ kind, scope, text });
    }
  }
  return parts;
}

/** The page's title: the instance starting, maintenance, a warning, or nothing (any more). */
export function noticeTitle(view: MessagesView | undefined): 'turningOn' | NoticeKind | 'none' {
  if (view === undefined) return 'none';
  if (view.reason === 'INSTANCE_TURNING_ON') return 'turningOn';
  const parts = noticeParts(view);
  if (parts.some((p) => p.kind === 'maintenance')) return 'maintenance';
  return parts.length > 0 ? 'warning' : 'none';
}
