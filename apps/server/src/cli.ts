import { buildApp } from './app';
import { bootLogger, openDatabase } from './bootstrap';
import { ConfigError, loadConfig, type AppConfig } from './config';
import type { AppContext } from './context';
import { EmbeddedPostgresError, findRunningEmbeddedPostgres } from './db/embedded-postgres';
import { mintExternalTokenForEmail } from './modules/auth/external-token.service';
import { printDemoResult, seedDemo } from './modules/demo/demo.service';
import { setLicence } from './modules/licence/licence.service';
import { solveNrpInstance } from './modules/autofill/nrp.service';
import fs from 'node:fs';
import { isCalendarDate, isPlanCode, PLAN_CODES } from '@openrota/domain';

/**
 * Operator commands: `node dist/main.js <command> …` or `npm run openrota -- <command> …`.
 * A command is one entry in `commands`; it gets the parsed arguments and, if it asks for one,
 * an application context on the same database the server uses. Results go to stdout (one
 * value a script can capture), explanations and errors to stderr.
 */

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Thrown for wrong usage: the message is shown with the command's usage line, exit code 2. */
export class UsageError extends Error {}

interface ParsedArgs {
  positional: string[];
  options: Record<string, string | true>;
}

export interface CliCommand {
  name: string;
  /** Arguments as shown in the help, e.g. `<email>`. */
  usage: string;
  summary: string;
  /** Options that take a value (`--until 2027-01-31` or `--until=2027-01-31`); others are flags. */
  valueOptions?: readonly string[];
  /** Whether the command needs the database (and so an AppContext). */
  needsContext: boolean;
  run(args: ParsedArgs, io: CliIo, ctx: AppContext | undefined): Promise<void>;
}

/** `--name value`, `--name=value` and bare `--flag`; everything else is positional. */
export function parseArgs(argv: string[], valueOptions: readonly string[] = []): ParsedArgs {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) options[arg.slice(2, eq)] = arg.slice(eq + 1);
    else if (valueOptions.includes(arg.slice(2)) && i + 1 < argv.length) options[arg.slice(2)] = argv[++i]!;
    else options[arg.slice(2)] = true;
  }
  return { positional, options };
}

function exactly(args: ParsedArgs, count: number): string[] {
  if (args.positional.length !== count)
    throw new UsageError(`expected ${count} argument(s), got ${args.positional.length}`);
  return args.positional;
}

/**
 * Every operator command. To add one (e.g. `licence <slug> <plan> [--until <date>]`), append an
 * entry: name, usage, summary, `valueOptions: ['until']`, and a `run` that calls one service.
 */
export const commands: CliCommand[] = [
  {
    name: 'external-token',
    usage: '<email>',
    summary: 'print a one-use login URL for that user, valid 5 minutes',
    needsContext: true,
    async run(args, io, ctx) {
      const [email] = exactly(args, 1);
      const minted = await mintExternalTokenForEmail(ctx!, email!.trim());
      io.err(`One-use login link for ${email}, valid until ${minted.expiresAt}:`);
      io.out(minted.url);
    },
  },
  {
    name: 'demo',
    usage: '[--email <email>]',
    summary: 'create a new "Demo Ward" workspace with a living schedule and print how to sign in',
    valueOptions: ['email'],
    needsContext: true,
    async run(args, io, ctx) {
      exactly(args, 0);
      const email = args.options.email;
      if (email === true) throw new UsageError('--email needs an address');
      printDemoResult(await seedDemo(ctx!, email ? { email } : {}), io);
    },
  },
  {
    name: 'licence',
    usage: '<workspace-slug> <FREE|START|TEAM> [--until YYYY-MM-DD]',
    summary: "set a workspace's plan and its last day (FREE: no end date; no --until: no end date)",
    valueOptions: ['until'],
    needsContext: true,
    async run(args, io, ctx) {
      const [slug, code] = exactly(args, 2);
      const plan = code!.toUpperCase();
      if (!isPlanCode(plan))
        throw new UsageError(`unknown plan "${code}": use one of ${PLAN_CODES.join(', ')}`);
      const until = args.options.until;
      if (until === true) throw new UsageError('--until needs a date (YYYY-MM-DD)');
      if (until !== undefined && !isCalendarDate(until))
        throw new UsageError(`--until "${until}" is not a date (YYYY-MM-DD)`);
      if (until !== undefined && plan === 'FREE')
        throw new UsageError('the FREE plan has no end date: leave out --until');
      const unknown = Object.keys(args.options).filter((o) => o !== 'until');
      if (unknown.length) throw new UsageError(`unknown option --${unknown[0]}`);
      const { workspace, info } = await setLicence(ctx!, slug!, plan, until ?? null);
      io.err(`Licence of "${workspace.name}" updated.`);
      io.out(
        `${workspace.slug}: ${info.displayName} (${info.license}), ${info.renewalDate ? `until ${info.renewalDate}${info.trialExpired ? ' (expired)' : ''}` : 'no end date'}`,
      );
    },
  },
  {
    name: 'nrp',
    usage: 'solve <instance.txt> [--time-limit <s>] [--cpu-time] [--out <solution.json>] [--seed <n>]',
    summary:
      'solve a nurse rostering benchmark instance (fixtures/nrp/) with the auto-fill optimiser; print its objective',
    valueOptions: ['time-limit', 'out', 'seed'],
    needsContext: false,
    async run(args, io) {
      const [sub, file] = exactly(args, 2);
      if (sub !== 'solve') throw new UsageError(`unknown subcommand "${sub}": use solve`);
      const unknown = Object.keys(args.options).filter(
        (o) => !['time-limit', 'cpu-time', 'out', 'seed'].includes(o),
      );
      if (unknown.length) throw new UsageError(`unknown option --${unknown[0]}`);
      const limit = args.options['time-limit'] ?? '30';
      const timeLimitS = Number(limit);
      if (limit === true || !(timeLimitS > 0))
        throw new UsageError('--time-limit needs a number of seconds above 0');
      const out = args.options.out;
      if (out === true) throw new UsageError('--out needs a file name');
      const seedOpt = args.options.seed ?? '1';
      const seed = Number(seedOpt);
      if (seedOpt === true || !Number.isInteger(seed)) throw new UsageError('--seed needs a whole number');
      let text: string;
      try {
        text = fs.readFileSync(file!, 'utf8');
      } catch {
        throw new UsageError(`cannot read ${file}`);
      }
      if (args.options['cpu-time'] !== undefined && args.options['cpu-time'] !== true)
        throw new UsageError('--cpu-time takes no value');
      // --cpu-time: the limit counts CPU seconds of the solve, not wall seconds (bench/nrp.ts on a shared machine).
      const cpuClock = args.options['cpu-time'] === true;
      const r = await solveNrpInstance(text, { timeLimitS, seed, cpuClock }, (p) =>
        io.err(
          `  ${p.elapsedS.toFixed(1)} s ${p.phase}: best ${p.best ?? '-'}${p.bound !== null ? `, bound ${p.bound.toFixed(1)}` : ''}`,
        ),
      );
      if (out) fs.writeFileSync(out, `${JSON.stringify({ assignments: r.assignments })}\n`);
      io.err(
        `${file}: objective ${r.objective} (${r.status}), ${r.elapsedS.toFixed(1)} s, ${r.iterations} neighbourhood solves, ` +
          `${r.columns} columns × ${r.rows} rows, solver heap ${(r.peakHeapBytes / 2 ** 20).toFixed(0)} MiB`,
      );
      io.out(String(r.objective));
    },
  },
];

function help(io: CliIo) {
  io.err('Usage: openrota [<command> [arguments]]   (no command: start the server)');
  io.err('');
  io.err('Commands:');
  const width = Math.max(...commands.map((c) => `${c.name} ${c.usage}`.length));
  for (const c of commands) io.err(`  ${`${c.name} ${c.usage}`.padEnd(width)}  ${c.summary}`);
  io.err(`  ${'help'.padEnd(width)}  show this text`);
}

/**
 * Builds an AppContext for a command. When the server is already running on the embedded
 * database of this DATA_DIR, the command joins that database instead of failing on the
 * DATA_DIR lock; otherwise it starts (and afterwards stops) the embedded server itself.
 */
async function withContext<T>(config: AppConfig, fn: (ctx: AppContext) => Promise<T>): Promise<T> {
  const log = bootLogger(config.logLevel === 'info' ? 'warn' : config.logLevel, process.stderr);
  const embeddedUrl = config.databaseUrl ? undefined : findRunningEmbeddedPostgres(config.dataDir);
  const opened = await openDatabase(config, log, embeddedUrl ? { embeddedUrl } : {});
  try {
    // The real buildApp, so commands see exactly the services the server uses; logs go to
    // stderr so stdout carries only the command's result.
    const app = await buildApp({
      config,
      db: opened.database.db,
      logger: { level: 'warn', stream: process.stderr },
    });
    try {
      return await fn(app.ctx);
    } finally {
      await app.close();
    }
  } finally {
    await opened.close();
  }
}

const defaultIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Runs one command; resolves to the process exit code. */
export async function runCli(
  argv: string[],
  io: CliIo = defaultIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    help(io);
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}".`);
    help(io);
    return 2;
  }
  try {
    const args = parseArgs(rest, command.valueOptions);
    if (!command.needsContext) {
      await command.run(args, io, undefined);
      return 0;
    }
    const config = loadConfig(env);
    await withContext(config, (ctx) => command.run(args, io, ctx));
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${name}: ${err.message}`);
      io.err(`Usage: openrota ${command.name} ${command.usage}`);
      return 2;
    }
    if (err instanceof ConfigError || err instanceof EmbeddedPostgresError) {
      io.err(err.message);
      return 1;
    }
    // Services report expected failures (unknown user…) as AppError: their message is the
    // explanation; anything else is a bug worth its stack.
    const e = err as { name?: string; message?: string; stack?: string; statusCode?: number };
    io.err(
      e.statusCode && e.statusCode < 500
        ? `${name}: ${e.message}`
        : `${name} failed: ${e.stack ?? String(err)}`,
    );
    return 1;
  }
}
