// @portal/contracts/flows: the spec's ordered rules as pure functions (one file per flow).
export * from './after-login';
export * from './clients';
export * from './code-behaviour';
export * from './device';
export * from './duo';
export * from './instance';
export * from './launch';
export * from './login-error';
export * from './mfa';
export * from './password';
export * from './password-rules';
export * from './redirect';
export * from './sessions';
export * from './sso';
export * from './upstream-error';
export * from './virtualizer';
