// The signed-in session screens in one chunk (one dynamic import in the login route's entry).
// Built with Joy, so each comes inside its kit (layouts/joy-kit.tsx); /accessRestricted, a public
// page of the authentication layout, is plain CSS and separate.
import { withJoyKit } from '../../layouts/joy-kit';
import { PendingConnectionPage as PendingConnection } from './pending-connection-page';
import { ReconnectPage as Reconnect } from './reconnect-page';

export const PendingConnectionPage = withJoyKit(PendingConnection);
export const ReconnectPage = withJoyKit(Reconnect);
