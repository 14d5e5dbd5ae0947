// @portal/contracts/errors: the error catalogue (spec section 8), its behaviours and messages.
export * from './behaviours';
export * from './catalogue';
export * from './messages';
export * from './read-error';
