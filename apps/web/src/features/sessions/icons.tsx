import { icon } from '../../components/icons';

// Here, not in components/icons.tsx, whose chunk the login route downloads.
export const ClockIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 7v5l3 2']);
export const LockIcon = icon(['M5.5 11h13v9.5h-13Z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3', 'M12 15v2']);
