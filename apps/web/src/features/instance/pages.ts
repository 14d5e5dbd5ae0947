// The feature's screens in one chunk: they follow each other (/messages → /timeInstance), and one
// dynamic import keeps the entry's preload list (part of the login route's budget) short. Built
// with Joy, so each comes inside its kit (layouts/joy-kit.tsx).
import { withJoyKit } from '../../layouts/joy-kit';
import { MessagesPage as Messages } from './messages-page';
import { TimeInstancePage as TimeInstance } from './time-instance-page';

export const MessagesPage = withJoyKit(Messages);
export const TimeInstancePage = withJoyKit(TimeInstance);
