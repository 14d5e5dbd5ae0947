// @portal/contracts/branding: a customer's config.json (spec sections 3, 7 and 9).
export * from './brand-tokens';
export * from './config-path';
export * from './contrast';
export * from './defaults';
export * from './for-host';
export * from './from-json';
export * from './resource-icons';
export * from './schema';
