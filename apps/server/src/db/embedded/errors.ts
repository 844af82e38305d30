/** A start or stop problem of the embedded PostgreSQL, worded for an operator. */
export class EmbeddedPostgresError extends Error {}
