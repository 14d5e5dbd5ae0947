/**
 * The icons of this feature's art, drawn like components/icons (kept here: that module is part
 * of the login route, whose budget has no room for icons it does not use).
 */
function Icon({ paths }: { paths: readonly string[] }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" width="1em" height="1em">
      <g fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </svg>
  );
}

export const WarningIcon = () => <Icon paths={['M12 3.5 2.5 20h19Z', 'M12 10v4.5', 'M12 17.5h.01']} />;
/** A traffic cone: maintenance. */
export const ConeIcon = () => <Icon paths={['M10 4h4l5 15H5Z', 'M8.3 10h7.4', 'M6.7 15h10.6', 'M3 20h18']} />;
export const PowerIcon = () => <Icon paths={['M12 3v8', 'M6.6 6.6a7.5 7.5 0 1 0 10.8 0']} />;
