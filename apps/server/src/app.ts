import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createSmsProvider, type SmsProvider } from './modules/sms/sms-provider';
import { ReminderScheduler } from './modules/email/reminder-scheduler';
import { JobQueue } from './modules/jobs/job-queue';
import { registerAccessControl } from './plugins/access';
import { MAX_PARAM_LENGTH, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { defaultWebDistDir, registerWebApp } from './plugins/web-app';
import { apiModules } from './modules';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  mailer?: Mailer;
  /** Defaults to the sms_outbox, or the HTTP gateway of SMS_HTTP_URL. */
  sms?: SmsProvider;
  logger?: FastifyServerOptions['logger'];
  /**
   * Start the background work: the job queue's workers and the reminder timer (the server
   * process does; tests call `app.reminders.tick()` or work jobs with `ctx.jobs.runNext`).
   */
  startBackgroundWork?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    reminders: ReminderScheduler;
  }
}

/** Builds the whole application (API, docs, web app) without listening; tests call it directly. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
    forceCloseConnections: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    // Valid JSON with a "__proto__" or "constructor" key is read without that key (no schema
    // has such a field) instead of being called invalid JSON; the prototype stays untouched.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: any other body type answers 415 instead of a confusing 400.
  app.removeContentTypeParser('text/plain');

  const clock = options.clock ?? systemClock;
  const ctx: AppContext = {
    config,
    db: options.db,
    clock,
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: options.db, log: app.log }),
    sms: options.sms ?? createSmsProvider(config, options.db, app.log),
    log: app.log,
    jobs: new JobQueue(options.db, app.log),
  };
  app.decorate('ctx', ctx);

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerAccessControl(app, ctx);
  await registerRateLimits(app, config);
  await app.register(compress, { threshold: 1024, global: true });
  await registerOpenApi(app);

  for (const module of apiModules) {
    await app.register(async (scope) => module(scope, ctx));
  }

  const spaFallback = await registerWebApp(app, config.webDistDir ?? defaultWebDistDir());
  if (spaFallback) app.decorate('spaFallback', spaFallback);

  const reminders = new ReminderScheduler(ctx, ctx.jobs, { intervalMs: config.reminderIntervalMs });
  app.decorate('reminders', reminders);
  if (options.startBackgroundWork)
    app.addHook('onReady', async () => {
      await ctx.jobs.start({ work: true });
      if (config.reminderIntervalMs > 0) reminders.start();
    });
  // Graceful shutdown: no new runs, running jobs get JobQueue's stop timeout, then the mailer.
  app.addHook('onClose', async () => {
    reminders.stop();
    await ctx.jobs.stop();
    ctx.mailer.close();
  });
  return app;
}
