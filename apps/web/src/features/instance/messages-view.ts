import { hasNotice, type MessagesView, MessagesViewSchema } from '@portal/contracts';

/** The notice /messages got with its navigation; undefined (a reload, or nothing to show) means read it again. */
export function messagesViewOf(state: unknown): MessagesView | undefined {
  const parsed = MessagesViewSchema.safeParse(state);
  return parsed.success && hasNotice(parsed.data) ? parsed.data : undefined;
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
