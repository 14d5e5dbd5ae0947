// The branding the browser needs before anything else: the defaults and the language fallback of
// its texts (a zod-free reading of a config.json is ./from-json.ts). The schema (./schema.ts) is
// for the gateway; branding.test.ts keeps the two in agreement.

/** Texts per language of the branding (header, description). */
export interface LocalisedTexts {
  Es?: string;
  En?: string;
  PtBr?: string;
}

/**
 * The base config of section 9, used when config.json is missing or invalid. A plain object (not
 * `BrandingConfigSchema.parse({})`), so the web's first screen gets it without zod.
 */
export const DEFAULT_BRANDING = {
  appColor: '#000A62',
  backgroundColor: '#0064af',
  imageLoginBackgroundColor: '#357FFA',
  logoBackgroundColor: '#000A62',
  secondaryColor: '#357FFA',
  pageBackgroundColor: '#F4F6F8',
  logoUrl: '/branding/logo.svg',
  imageUrl: '',
  maintenanceImageUrl: '',
  messagesImageUrl: '',
  title: 'Cloud Access Portal',
  favicon: '/favicon.svg',
  // ASSUMPTION A-52: internal accounts, or the customer's directory (any other value); showNews
  // shows the config's `news` list in the notifications menu; reload: a new version reloads alone.
  activeDirectoryType: 'internal',
  defaultBannerOption: 1,
  showNews: false,
  reload: false,
  loginHeader: {} as LocalisedTexts,
  loginDescription: {} as LocalisedTexts,
  mfaHeader: {} as LocalisedTexts,
  mfaDescription: {} as LocalisedTexts,
  loginHeaderFontSize: '45px',
  loginDescriptionFontSize: '16px',
  mfaHeaderFontSize: '45px',
  mfaDescriptionFontSize: '16px',
  /** Empty: no link (the spec shows no default legal pages). */
  termsUrl: '',
  privacyUrl: '',
  recaptchaSiteKey: '',
  /**
   * Where /downloadPlugin and /firstAccess send each system for the connection plugin's installer
   * (spec section 3: pluginUrl, default empty). Empty: the page asks the user to contact IT.
   */
  pluginDownloadWindows: '',
  pluginDownloadMacos: '',
  pluginDownloadLinux: '',
};

/** Header/description texts fall back to pt-BR (spec section 2); an empty text counts as none. */
export function localisedText(texts: LocalisedTexts, language: string): string {
  const byLanguage = language.startsWith('es') ? texts.Es : language.startsWith('en') ? texts.En : texts.PtBr;
  return byLanguage?.trim() || texts.PtBr?.trim() || '';
}
