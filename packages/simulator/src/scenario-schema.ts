// Kept so world.ts, routes.ts and control-plugin.ts compile while their restructure lands;
// new code imports from ./scenario/schema.
export * from './scenario/schema';
