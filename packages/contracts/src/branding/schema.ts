import { z } from 'zod';
import { DEFAULT_BRANDING } from './defaults';

const LocalisedTextsSchema = z.object({
  Es: z.string().optional(),
  En: z.string().optional(),
  PtBr: z.string().optional(),
});

const d = DEFAULT_BRANDING;

/**
 * Branding config (spec section 3), served as config.json. Unknown fields are kept because the
 * spec says "other configuration fields are not shown".
 */
export const BrandingConfigSchema = z
  .object({
    appColor: z.string().default(d.appColor),
    backgroundColor: z.string().default(d.backgroundColor),
    imageLoginBackgroundColor: z.string().default(d.imageLoginBackgroundColor),
    logoBackgroundColor: z.string().default(d.logoBackgroundColor),
    secondaryColor: z.string().default(d.secondaryColor),
    pageBackgroundColor: z.string().default(d.pageBackgroundColor),
    logoUrl: z.string().default(d.logoUrl),
    imageUrl: z.string().default(d.imageUrl),
    maintenanceImageUrl: z.string().default(d.maintenanceImageUrl),
    messagesImageUrl: z.string().default(d.messagesImageUrl),
    title: z.string().default(d.title),
    favicon: z.string().default(d.favicon),
    activeDirectoryType: z.string().default(d.activeDirectoryType),
    defaultBannerOption: z.number().int().min(1).max(3).default(d.defaultBannerOption),
    showNews: z.boolean().default(d.showNews),
    reload: z.boolean().default(d.reload),
    loginHeader: LocalisedTextsSchema.default({}),
    loginDescription: LocalisedTextsSchema.default({}),
    mfaHeader: LocalisedTextsSchema.default({}),
    mfaDescription: LocalisedTextsSchema.default({}),
    loginHeaderFontSize: z.string().default(d.loginHeaderFontSize),
    loginDescriptionFontSize: z.string().default(d.loginDescriptionFontSize),
    mfaHeaderFontSize: z.string().default(d.mfaHeaderFontSize),
    mfaDescriptionFontSize: z.string().default(d.mfaDescriptionFontSize),
    termsUrl: z.string().default(d.termsUrl),
    privacyUrl: z.string().default(d.privacyUrl),
    recaptchaSiteKey: z.string().default(d.recaptchaSiteKey),
    pluginDownloadWindows: z.string().default(d.pluginDownloadWindows),
    pluginDownloadMacos: z.string().default(d.pluginDownloadMacos),
    pluginDownloadLinux: z.string().default(d.pluginDownloadLinux),
  })
  .loose();
export type BrandingConfig = z.infer<typeof BrandingConfigSchema>;
