import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { bootLogger, openDatabase, type OpenedDatabase } from './bootstrap';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { EmbeddedPostgresError } from './db/embedded-postgres';
import { RedisUnavailableError } from './plugins/rate-limits';

/**
 * Entry point. Without arguments: serve (config → database → migrations → listen), with
 * graceful shutdown. With arguments: an operator command from cli.ts.
 */

/** How long in-flight requests get to finish after a stop signal before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function serve(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const log = bootLogger(config.logLevel);

  let opened: OpenedDatabase | undefined;
  let app: FastifyInstance | undefined;
  let stopping = false;

  // Start-up runs as one promise so that a stop signal arriving in the middle waits for it
  // and then tears down whatever came up (an embedded server must not be left behind).
  const startup = (async () => {
    opened = await openDatabase(config, log);
    // Without its database the server can only answer errors: stop with a failure code so a
    // supervisor (systemd, Docker, npm start's caller) sees it and can restart the whole thing.
    opened.embedded?.onUnexpectedExit((code, signal) => {
      log(
        'fatal',
        `the embedded PostgreSQL server stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping OpenRota`,
      );
      void shutdown('database exit', 1);
    });
    if (stopping) return;
    app = await buildApp({ config, db: opened.database.db, startBackgroundWork: true });
    if (stopping) return;
    await app.listen({
      host: config.host,
      port: config.port,
      listenTextResolver: (address) =>
        `OpenRota is listening on ${address} (${opened?.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL'})`,
    });
  })();

  const shutdown = async (reason: string, exitCode = 0) => {
    if (stopping) {
      // Second signal: the operator wants out now. Ask the database for its fast shutdown
      // anyway (it does not wait for us); a server it cannot finish is reclaimed at the next
      // start.
      log('warn', `${reason} during shutdown: exiting without waiting`);
      if (opened?.embedded) {
        try {
          process.kill(opened.embedded.pid, 'SIGINT');
        } catch {
          /* already gone */
        }
      }
      process.exit(1);
    }
    stopping = true;
    log('info', `${reason} received: finishing in-flight requests, then stopping`);
    await startup.catch(() => {});
    if (app) {
      const server = app.server;
      // server.close() (inside app.close()) closes idle keep-alive sockets and waits for
      // requests in flight; one that outlasts the grace period is cut so shutdown stays bounded.
      const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      cut.unref();
      await app
        .close()
        .catch((err: unknown) => log('error', `closing the HTTP server failed: ${String(err)}`));
      clearTimeout(cut);
    }
    await opened
      ?.close()
      .catch((err: unknown) => log('error', `stopping the database failed: ${String(err)}`));
    log('info', 'stopped');
    process.exit(exitCode);
  };
  // Installed before the database starts so a signal during start-up still stops it cleanly.
  process.on('SIGTERM', (s) => void shutdown(s));
  process.on('SIGINT', (s) => void shutdown(s));
  // A bug that escapes every handler (unhandled rejections arrive here too on Node 20) still
  // gets an orderly stop, so the embedded database is shut down rather than orphaned.
  process.on('uncaughtException', (err) => {
    log('fatal', `uncaught exception: ${err.stack ?? String(err)}`);
    void shutdown('uncaught exception', 1);
  });

  try {
    await startup;
  } catch (err) {
    if (stopping) return; // shutdown() is already tearing down
    stopping = true;
    await app?.close().catch(() => {});
    await opened?.close().catch(() => {});
    fail(startFailureMessage(err, config));
  }
}

/** Turns the usual start failures into one sentence an operator can act on. */
function startFailureMessage(err: unknown, config: AppConfig): string {
  if (err instanceof EmbeddedPostgresError || err instanceof RedisUnavailableError) return err.message;
  const e = err as NodeJS.ErrnoException;
  if (e?.code === 'EADDRINUSE')
    return `Port ${config.port} on ${config.host} is already in use. Set PORT to a free port or stop the other server.`;
  if (e?.code === 'EACCES')
    return `Not allowed to listen on ${config.host}:${config.port}. Use a port above 1023 or run with the needed privileges.`;
  if (e?.code === 'EADDRNOTAVAIL') return `HOST ${config.host} is not an address of this machine.`;
  if (e?.code === 'ECONNREFUSED' && config.databaseUrl)
    return `Cannot reach the PostgreSQL server at DATABASE_URL (${redact(config.databaseUrl)}): connection refused.`;
  if (config.databaseUrl && e?.message)
    return `Database error with DATABASE_URL (${redact(config.databaseUrl)}): ${e.message}`;
  return e?.stack ?? String(err);
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export function fail(message: string): never {
  process.stderr.write(`OpenRota could not start: ${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
if (args.length === 0) {
  await serve();
} else {
  const { runCli } = await import('./cli');
  process.exitCode = await runCli(args);
}
