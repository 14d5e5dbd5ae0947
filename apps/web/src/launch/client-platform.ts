/**
 * The device's system as far as the portal cares: the virtualizer rule (spec section 4,
 * TSPLUS_ALL: "On Linux, register TSPLUS ... Otherwise go to /virtualizerChoice") and which plugin
 * installer fits. Android and ChromeOS run a Linux kernel and say "Linux" in navigator.platform
 * (and a large Android tablet's Chrome sends a desktop Linux user agent), yet neither is the
 * desktop Linux those rules mean; iPadOS says "MacIntel" and takes no Mac installer.
 */
export type ClientPlatform =
  | 'windows'
  | 'macos'
  | 'linux'
  | 'android'
  | 'chromeos'
  | 'ios'
  | 'ipados'
  | 'other';

/** What the browser says about itself (navigator's fields, passed in so the rule stays pure). */
export interface PlatformFacts {
  userAgent: string;
  /** navigator.platform (deprecated, still the only hint some browsers give). */
  platform: string;
  /** navigator.userAgentData (Chromium): `platform` stays true in a tablet's "desktop site" mode. */
  userAgentData?: { platform?: string; mobile?: boolean } | undefined;
  /** navigator.maxTouchPoints: tells an iPad, which calls itself a Mac, from a Mac. */
  maxTouchPoints?: number;
}

const HINTS: ReadonlyArray<readonly [RegExp, ClientPlatform]> = [
  [/^android$/i, 'android'],
  [/^chrome ?os$|^chromium ?os$/i, 'chromeos'],
  [/^windows$/i, 'windows'],
  [/^macos$/i, 'macos'],
  [/^ios$/i, 'ios'],
  [/^linux$/i, 'linux'],
];

export function detectPlatform({
  userAgent,
  platform,
  userAgentData,
  maxTouchPoints = 0,
}: PlatformFacts): ClientPlatform {
  const hinted = userAgentData?.platform?.trim() ?? '';
  for (const [pattern, result] of HINTS) if (pattern.test(hinted)) return result;
  const text = `${platform} ${userAgent}`;
  if (/Android/i.test(text)) return 'android';
  if (/\bCrOS\b/.test(text)) return 'chromeos';
  if (/iPad/.test(text)) return 'ipados';
  if (/iPhone|iPod/.test(text)) return 'ios';
  // iPadOS 13+ asks for desktop sites: a "Mac" with a touch screen is an iPad (no Mac has one).
  if (/Mac/i.test(text)) return maxTouchPoints > 1 ? 'ipados' : 'macos';
  if (/Win/i.test(text)) return 'windows';
  if (/Linux|X11/i.test(text)) return 'linux';
  return 'other';
}

/** This browser's facts, read once where a page needs them. */
export function browserPlatformFacts(): PlatformFacts {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string; mobile?: boolean } };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    userAgentData: nav.userAgentData,
    maxTouchPoints: nav.maxTouchPoints,
  };
}
