export * from './assumption-index';
export * from './auth';
export * from './client';
export * from './common';
export * from './endpoints';
