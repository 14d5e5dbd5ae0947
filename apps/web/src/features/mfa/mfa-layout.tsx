import type { ReactNode } from 'react';
import { AuthColumn } from '../../layouts/auth-layout';
import { AuthSidePanel } from '../../layouts/auth-side-panel';
import './mfa.css';

/** The multi-factor pages: the side panel with the multi-factor texts, the form column beside it. */
export function MfaLayout({ children }: { children: ReactNode }) {
  return (
    <div className="login">
      <AuthSidePanel
        kind="mfa"
        defaultHeaderKey="mfa:panel.header"
        defaultDescriptionKey="mfa:panel.description"
      />
      <div className="login-form-area">
        <AuthColumn>{children}</AuthColumn>
      </div>
    </div>
  );
}
