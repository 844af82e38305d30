// Shared by start.mjs, dev.mjs and openrota.mjs: where things are, whether a build is stale,
// and running a child process that receives our stop signals exactly once.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDir = path.join(root, 'apps/server');
export const webDir = path.join(root, 'apps/web');
export const serverEntry = path.join(serverDir, 'dist/main.js');
export const webIndex = path.join(webDir, 'dist/index.html');

const SKIP = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test-results']);

/** Newest modification time under the given files and directories (skipping build output). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (!SKIP.has(entry)) visit(path.join(p, entry));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) visit(p);
  return newest;
}

/** True when `output` is missing or older than any of `sources`. */
export function isStale(output, sources) {
  let built;
  try {
    built = fs.statSync(output).mtimeMs;
  } catch {
    return true;
  }
  return newestMtime(sources) > built;
}

const packageSources = ['domain', 'contracts', 'i18n'].map((p) => path.join(root, 'packages', p, 'src'));

export const serverSources = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'build.mjs'),
  ...packageSources,
];
export const webSources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  ...packageSources,
];

function canBuild(pkg) {
  return fs.existsSync(path.join(root, 'node_modules', pkg));
}

function say(message) {
  process.stderr.write(`[openrota] ${message}\n`);
}

/** Builds the server bundle when stale; returns false when there is none to run. */
export function ensureServerBuilt() {
  if (!isStale(serverEntry, serverSources)) return true;
  if (!canBuild('esbuild')) {
    if (fs.existsSync(serverEntry)) return true; // production install without build tools
    say('apps/server/dist is missing and esbuild is not installed: run `npm install` first.');
    return false;
  }
  say('building the server (apps/server/dist)…');
  // Build chatter goes to stderr: stdout belongs to the command (e.g. the URL external-token prints).
  const r = spawnSync(process.execPath, [path.join(serverDir, 'build.mjs')], {
    cwd: root,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  return r.status === 0;
}

/** Builds the web app when stale; a failed build leaves the API usable (returns false). */
export function ensureWebBuilt() {
  if (!isStale(webIndex, webSources)) return true;
  if (!fs.existsSync(path.join(webDir, 'package.json')) || !canBuild('vite')) {
    if (fs.existsSync(webIndex)) return true;
    say('the web app is not built and cannot be built here (no vite): serving the API only.');
    return false;
  }
  say('building the web app (apps/web/dist)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['run', 'build', '-w', '@openrota/web'], {
    cwd: root,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (r.status === 0 && fs.existsSync(webIndex)) return true;
  say(
    fs.existsSync(webIndex)
      ? 'the web app build failed: serving the previous build of apps/web/dist.'
      : 'the web app build failed and there is no earlier build: serving the API only (/, the SPA, is not available).',
  );
  return fs.existsSync(webIndex);
}

/**
 * Runs a child in its own process group and forwards SIGINT/SIGTERM/SIGHUP to it. A Ctrl-C in
 * a terminal reaches npm and this script at once (and npm passes it on again), so repeats of
 * one signal within a second count as one: the server treats a second signal as "force".
 * Resolves with the child's exit code (128 + signal number when it died of a signal).
 */
export function runForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  const lastSent = new Map();
  const forward = (signal) => {
    const now = Date.now();
    if (now - (lastSent.get(signal) ?? 0) < 1000) return;
    lastSent.set(signal, now);
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const s of signals) process.on(s, forward);
  // If this script dies some other way, do not leave the server orphaned.
  process.on('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  return new Promise((resolve) => {
    child.on('error', (err) => {
      say(`could not run ${command}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
      resolve(code ?? 128 + (signalNumbers[signal] ?? 1));
    });
  });
}
