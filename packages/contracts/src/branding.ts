import { z } from 'zod';

const LocalisedTextsSchema = z.object({
  Es: z.string().optional(),
  En: z.string().optional(),
  PtBr: z.string().optional(),
});

/**
 * Branding config (spec section 3), served as config.json. Unknown fields are kept because the
 * spec says "other configuration fields are not shown".
 */
export const BrandingConfigSchema = z
  .object({
    appColor: z.string().default('#000A62'),
    backgroundColor: z.string().default('#0064af'),
    imageLoginBackgroundColor: z.string().default('#357FFA'),
    logoBackgroundColor: z.string().default('#000A62'),
    secondaryColor: z.string().default('#357FFA'),
    pageBackgroundColor: z.string().default('#F4F6F8'),
    logoUrl: z.string().default('/branding/logo.svg'),
    imageUrl: z.string().default(''),
    maintenanceImageUrl: z.string().default(''),
    messagesImageUrl: z.string().default(''),
    title: z.string().default('Cloud Access Portal'),
    favicon: z.string().default('/favicon.svg'),
    activeDirectoryType: z.string().default('internal'),
    defaultBannerOption: z.number().int().min(1).max(3).default(1),
    showNews: z.boolean().default(false),
    reload: z.boolean().default(false),
    loginHeader: LocalisedTextsSchema.default({}),
    loginDescription: LocalisedTextsSchema.default({}),
    mfaHeader: LocalisedTextsSchema.default({}),
    mfaDescription: LocalisedTextsSchema.default({}),
    loginHeaderFontSize: z.string().default('45px'),
    loginDescriptionFontSize: z.string().default('16px'),
    mfaHeaderFontSize: z.string().default('45px'),
    mfaDescriptionFontSize: z.string().default('16px'),
    /** Empty: no link (the spec shows no default legal pages). */
    termsUrl: z.string().default(''),
    privacyUrl: z.string().default(''),
    recaptchaSiteKey: z.string().default(''),
  })
  .loose();
export type BrandingConfig = z.infer<typeof BrandingConfigSchema>;

/** The base config of section 9, used when config.json is missing or invalid. */
export const DEFAULT_BRANDING: BrandingConfig = BrandingConfigSchema.parse({});

/** Header/description texts fall back to pt-BR (spec section 2). */
export function localisedText(texts: z.infer<typeof LocalisedTextsSchema>, language: string): string {
  const byLanguage = language.startsWith('es') ? texts.Es : language.startsWith('en') ? texts.En : texts.PtBr;
  return byLanguage ?? texts.PtBr ?? '';
}
