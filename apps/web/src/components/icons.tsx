import SvgIcon, { type SvgIconProps } from '@mui/joy/SvgIcon';

// A handful of line icons drawn inline: no icon font or extra package to download.
function LineIcon({ paths, ...props }: SvgIconProps & { paths: readonly string[] }) {
  return (
    <SvgIcon aria-hidden focusable="false" {...props}>
      {/* On a group: Joy styles the svg with fill: currentColor, which these line icons must not get. */}
      <g fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </SvgIcon>
  );
}

const GLOBE_PATHS = [
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  'M3 12h18',
  'M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
];
export const GlobeIcon = (props: SvgIconProps) => <LineIcon paths={GLOBE_PATHS} {...props} />;
const BELL_PATHS = ['M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15Z', 'M10 20.5a2 2 0 0 0 4 0'];
export const BellIcon = (props: SvgIconProps) => <LineIcon paths={BELL_PATHS} {...props} />;
const LOGOUT_PATHS = ['M10 4H5v16h5', 'M15 8l4 4-4 4', 'M19 12H9'];
export const LogoutIcon = (props: SvgIconProps) => <LineIcon paths={LOGOUT_PATHS} {...props} />;
const EYE_PATHS = [
  'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
];
export const EyeIcon = (props: SvgIconProps) => <LineIcon paths={EYE_PATHS} {...props} />;
const EYEOFF_PATHS = [
  'M3 3l18 18',
  'M10.6 5.6A10 10 0 0 1 12 5.5c6.4 0 10 6.5 10 6.5a17 17 0 0 1-3.1 3.8',
  'M6.6 6.6A16.6 16.6 0 0 0 2 12s3.6 6.5 10 6.5a9.6 9.6 0 0 0 5.3-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
];
export const EyeOffIcon = (props: SvgIconProps) => <LineIcon paths={EYEOFF_PATHS} {...props} />;
const SEARCH_PATHS = ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z', 'M20 20l-4-4'];
export const SearchIcon = (props: SvgIconProps) => <LineIcon paths={SEARCH_PATHS} {...props} />;
const DESKTOP_PATHS = ['M3 4.5h18v12H3Z', 'M8 20h8', 'M12 16.5V20'];
export const DesktopIcon = (props: SvgIconProps) => <LineIcon paths={DESKTOP_PATHS} {...props} />;
const WEB_PATHS = ['M3 5h18v14H3Z', 'M3 9h18', 'M6 7h.01', 'M8.5 7h.01'];
export const WebIcon = (props: SvgIconProps) => <LineIcon paths={WEB_PATHS} {...props} />;
const APPS_PATHS = ['M4 4h6v6H4Z', 'M14 4h6v6h-6Z', 'M4 14h6v6H4Z', 'M14 14h6v6h-6Z'];
export const AppsIcon = (props: SvgIconProps) => <LineIcon paths={APPS_PATHS} {...props} />;
const OPENINNEW_PATHS = ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'];
export const OpenInNewIcon = (props: SvgIconProps) => <LineIcon paths={OPENINNEW_PATHS} {...props} />;
const PLAY_PATHS = ['M7 5l12 7-12 7Z'];
export const PlayIcon = (props: SvgIconProps) => <LineIcon paths={PLAY_PATHS} {...props} />;
const ARROWBACK_PATHS = ['M19 12H5', 'M11 6l-6 6 6 6'];
export const ArrowBackIcon = (props: SvgIconProps) => <LineIcon paths={ARROWBACK_PATHS} {...props} />;
const CHECK_PATHS = ['M5 12.5l4.5 4.5L19 7.5'];
export const CheckIcon = (props: SvgIconProps) => <LineIcon paths={CHECK_PATHS} {...props} />;
const COPY_PATHS = ['M9 9h11v11H9Z', 'M5 15H4V4h11v1'];
export const CopyIcon = (props: SvgIconProps) => <LineIcon paths={COPY_PATHS} {...props} />;
const FLASK_PATHS = [
  'M9 3h6',
  'M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3',
  'M7 15h10',
];
export const FlaskIcon = (props: SvgIconProps) => <LineIcon paths={FLASK_PATHS} {...props} />;
