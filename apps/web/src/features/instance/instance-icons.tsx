import { icon } from '../../components/icons';

// The line icons of this feature's art, drawn by components/icons' renderer; kept here because
// that module is part of the login route, whose budget has no room for icons it does not use.
export const WarningIcon = icon(['M12 3.5 2.5 20h19Z', 'M12 10v4.5', 'M12 17.5h.01']);
/** A traffic cone: maintenance. */
export const ConeIcon = icon(['M10 4h4l5 15H5Z', 'M8.3 10h7.4', 'M6.7 15h10.6', 'M3 20h18']);
export const PowerIcon = icon(['M12 3v8', 'M6.6 6.6a7.5 7.5 0 1 0 10.8 0']);
