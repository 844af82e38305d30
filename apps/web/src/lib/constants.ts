/**
 * Limits shared with the server (packages/contracts). Repeated here as plain numbers so public
 * pages do not pull the zod schemas into their bundles; a test keeps them equal.
 */
export const PASSWORD_MIN_LENGTH = 8;
