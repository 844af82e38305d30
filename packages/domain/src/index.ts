/**
 * @openrota/domain: pure rules shared by the server and the web app (no I/O, no clock).
 * The schedule engine, calendar dates and plan limits arrive here with the issues that need them.
 */
export {};
