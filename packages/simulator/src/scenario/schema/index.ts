export * from './browser';
export * from './clients';
export * from './faults';
export * from './probes';
export * from './refs';
export * from './scenario';
export * from './settings';
export * from './users';
