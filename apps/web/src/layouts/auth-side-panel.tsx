import { type LocalisedTexts, localisedText } from '@portal/contracts/branding';
import { useTranslation } from 'react-i18next';
import { bannerBackground } from '../branding/banner';
import { useBranding } from '../branding/branding-context';

/** Which branding texts a side panel shows: the login page's or the multi-factor pages'. */
export type SidePanelKind = 'login' | 'mfa';

interface Props {
  kind: SidePanelKind;
  /** i18n keys of the texts shown when the branding sets none in any language. */
  defaultHeaderKey: string;
  defaultDescriptionKey: string;
}

/**
 * Side panel of the login and multi-factor pages (spec section 2): the branding's image or
 * banner, a header and a description in the page's language (falling back as the branding says),
 * at the branding's font sizes. Hidden below the mobile breakpoint (auth-layout.css).
 */
export function AuthSidePanel({ kind, defaultHeaderKey, defaultDescriptionKey }: Props) {
  const { t, i18n } = useTranslation();
  const branding = useBranding();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const texts: Record<
    SidePanelKind,
    { header: LocalisedTexts; description: LocalisedTexts; sizes: [string, string] }
  > = {
    login: {
      header: branding.loginHeader,
      description: branding.loginDescription,
      sizes: [branding.loginHeaderFontSize, branding.loginDescriptionFontSize],
    },
    mfa: {
      header: branding.mfaHeader,
      description: branding.mfaDescription,
      sizes: [branding.mfaHeaderFontSize, branding.mfaDescriptionFontSize],
    },
  };
  const { header, description, sizes } = texts[kind];
  return (
    <div className="login-side" style={{ background: bannerBackground(branding) }}>
      <div className="login-side-text">
        <p className="login-side-header" style={{ fontSize: sizes[0] }}>
          {localisedText(header, language) || t(defaultHeaderKey)}
        </p>
        <p className="login-side-description" style={{ fontSize: sizes[1] }}>
          {localisedText(description, language) || t(defaultDescriptionKey)}
        </p>
      </div>
    </div>
  );
}
