/**
 * activeDirectoryType (spec section 3, default internal): accounts kept by the portal itself, or
 * by the customer's own directory (any other value, e.g. azure or ldap), whose sign-in page then
 * asks for that directory's e-mail and password (docs/decisions/011).
 */
export const isInternalDirectory = (type: string): boolean => {
  const value = type.trim().toLowerCase();
  return value === '' || value === 'internal';
};
