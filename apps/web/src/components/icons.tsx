import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** `sm` is the size of small text; the default follows Joy's `--Icon-fontSize` where one is set. */
  fontSize?: 'sm' | 'md';
};

/**
 * A handful of line icons drawn inline: no icon font or extra package to download, and no
 * component kit either, so the login route can use them (docs/decisions/008-light-login-route.md).
 * Inside Joy components they take the size and colour Joy gives its decorators.
 */
function LineIcon({ paths, fontSize = 'md', className, ...props }: IconProps & { paths: readonly string[] }) {
  const classes = ['icon', fontSize === 'sm' ? 'icon-sm' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={classes} {...props}>
      <g fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </svg>
  );
}

/** A line icon of these paths; a feature's own icons live in its folder, out of the login route's chunk. */
export const icon = (paths: readonly string[]) => (props: IconProps) => <LineIcon paths={paths} {...props} />;

export const GlobeIcon = icon([
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  'M3 12h18',
  'M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
]);
export const BellIcon = icon(['M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15Z', 'M10 20.5a2 2 0 0 0 4 0']);
export const LogoutIcon = icon(['M10 4H5v16h5', 'M15 8l4 4-4 4', 'M19 12H9']);
export const EyeIcon = icon([
  'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
]);
export const EyeOffIcon = icon([
  'M3 3l18 18',
  'M10.6 5.6A10 10 0 0 1 12 5.5c6.4 0 10 6.5 10 6.5a17 17 0 0 1-3.1 3.8',
  'M6.6 6.6A16.6 16.6 0 0 0 2 12s3.6 6.5 10 6.5a9.6 9.6 0 0 0 5.3-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
]);
export const SearchIcon = icon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z', 'M20 20l-4-4']);
export const DesktopIcon = icon(['M3 4.5h18v12H3Z', 'M8 20h8', 'M12 16.5V20']);
export const WebIcon = icon(['M3 5h18v14H3Z', 'M3 9h18', 'M6 7h.01', 'M8.5 7h.01']);
export const AppsIcon = icon(['M4 4h6v6H4Z', 'M14 4h6v6h-6Z', 'M4 14h6v6H4Z', 'M14 14h6v6h-6Z']);
export const OpenInNewIcon = icon(['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6']);
export const PlayIcon = icon(['M7 5l12 7-12 7Z']);
export const ArrowBackIcon = icon(['M19 12H5', 'M11 6l-6 6 6 6']);
export const CheckIcon = icon(['M5 12.5l4.5 4.5L19 7.5']);
export const DownloadIcon = icon(['M12 4v11', 'M7 10.5l5 5 5-5', 'M5 20h14']);
export const RetryIcon = icon(['M4 12a8 8 0 1 0 2.3-5.6', 'M4 4v4.5h4.5']);
export const MailIcon = icon(['M3 5.5h18v13H3Z', 'M3 6l9 7 9-7']);
export const KeyIcon = icon(['M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M12 11h9', 'M18 11v3', 'M21 11v2']);
export const CopyIcon = icon(['M9 9h11v11H9Z', 'M5 15H4V4h11v1']);
export const FlaskIcon = icon([
  'M9 3h6',
  'M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3',
  'M7 15h10',
]);
