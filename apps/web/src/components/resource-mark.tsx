import { brandTokens, resourceIconOf } from '@portal/contracts/branding';
import { useId, useMemo, useState } from 'react';
import { useBranding } from '../branding/branding-context';
import { type MarkMotif, type ResourceKind, resourceMark } from '../branding/resource-mark';

interface Props {
  name: string;
  kind: ResourceKind;
  /** Side in px: 40 on a card, 32 in the list and the Recent row, 28 beside a web app. */
  size?: number;
}

/** The motifs, on a 40×40 board, drawn in the accent tint behind the letters. */
function Motif({ motif, color }: { motif: MarkMotif; color: string }) {
  switch (motif) {
    case 'corner':
      return <circle cx="40" cy="40" r="22" fill={color} />;
    case 'band':
      return <path d="M-4 30 L30 -4 L44 -4 L-4 44 Z" fill={color} />;
    case 'rings':
      return (
        <g fill="none" stroke={color} strokeWidth="3">
          <circle cx="38" cy="2" r="10" />
          <circle cx="38" cy="2" r="18" />
        </g>
      );
    case 'split':
      return <rect x="20" y="0" width="20" height="40" fill={color} />;
  }
}

/** The corner badge: a screen for a desktop, a globe for a web app. */
function KindBadge({ kind, background, color }: { kind: ResourceKind; background: string; color: string }) {
  return (
    <g transform="translate(27 27) scale(0.93)">
      <rect width="14" height="14" rx="4" fill={color} />
      {kind === 'desktop' ? (
        <g fill="none" stroke={background} strokeWidth="1.5" strokeLinecap="round">
          <rect x="3" y="3.5" width="8" height="5.5" rx="1" />
          <path d="M5 11.5h4" />
        </g>
      ) : (
        <g fill="none" stroke={background} strokeWidth="1.4">
          <circle cx="7" cy="7" r="4.2" />
          <path d="M2.8 7h8.4M7 2.8c1.4 1.3 1.4 7.1 0 8.4M7 2.8c-1.4 1.3-1.4 7.1 0 8.4" />
        </g>
      )}
    </g>
  );
}

/**
 * An environment's or web app's mark (issue 22): the icon the customer's branding names for it
 * (`resourceIcons`, ASSUMPTION A-55; the upstream contract carries none), else one generated
 * (branding/resource-mark.ts): the customer's colours, a motif and initials from the name, a badge
 * for its kind. An icon that does not load gives way to the generated mark. Decorative either way:
 * the name is always written next to it, so assistive technology skips it.
 */
export function ResourceMark({ name, kind, size = 40 }: Props) {
  const branding = useBranding();
  const icon = resourceIconOf(branding, name);
  const [broken, setBroken] = useState<string | null>(null);
  if (icon !== undefined && broken !== icon) {
    return (
      <img
        src={icon}
        alt=""
        aria-hidden
        width={size}
        height={size}
        data-mark-icon
        onError={() => setBroken(icon)}
        style={{ flexShrink: 0, display: 'block', objectFit: 'contain', borderRadius: 9 * (size / 40) }}
      />
    );
  }
  return <GeneratedMark name={name} kind={kind} size={size} />;
}

function GeneratedMark({ name, kind, size }: Required<Props>) {
  const branding = useBranding();
  const clipId = useId();
  const mark = useMemo(() => {
    const tokens = brandTokens(branding);
    return resourceMark(name, kind, { appColor: tokens.appColor, secondaryColor: tokens.secondaryColor });
  }, [branding, name, kind]);
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden
      focusable="false"
      data-mark={mark.letters}
      style={{ flexShrink: 0, display: 'block' }}
    >
      <clipPath id={clipId}>
        <rect width="40" height="40" rx="9" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="40" height="40" fill={mark.background} />
        <g transform={`rotate(${mark.rotation} 20 20)`}>
          <Motif motif={mark.motif} color={mark.accent} />
        </g>
      </g>
      <text
        x={mark.letters.length > 1 ? 16 : 18}
        y="18"
        textAnchor="middle"
        dominantBaseline="central"
        fill={mark.foreground}
        fontFamily="inherit"
        fontSize={mark.letters.length > 1 ? 14 : 17}
        fontWeight="700"
        letterSpacing="-0.5"
      >
        {mark.letters}
      </text>
      <KindBadge kind={kind} background={mark.background} color={mark.foreground} />
    </svg>
  );
}
