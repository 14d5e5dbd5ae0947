// The feature's screens in one chunk: they follow each other (/messages → /timeInstance), and one
// dynamic import keeps the entry's preload list (part of the login route's budget) short.
export { MessagesPage } from './messages-page';
export { TimeInstancePage } from './time-instance-page';
