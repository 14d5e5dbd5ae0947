import { type BrandingConfig, DEFAULT_BRANDING } from '@portal/contracts/branding';
import { createContext, useContext } from 'react';

export const BrandingContext = createContext<BrandingConfig>(DEFAULT_BRANDING);

export const useBranding = (): BrandingConfig => useContext(BrandingContext);
