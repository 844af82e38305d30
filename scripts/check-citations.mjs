#!/usr/bin/env node
/**
 * Fails (exit 1) when the tree cites a document that is not in the repository, or a document
 * of the repository that does not exist. Lists file:line for each:
 *
 * - citations of the old outside documents: a numbered section of the "spec 00N" documents, a
 *   numbered product decision, the architecture blueprint by its file name or as "the design
 *   doc…" (the rules they held are in docs/product/ and docs/architecture.md now), and loose
 *   mentions of "the spec" / "the spec's" / "specification" as a word (a `*.spec.ts` file name
 *   or `spec` inside an identifier or path is fine);
 * - links out of the repository: `../shared/…`, `/work/…`, `file://…`, and Markdown links to
 *   absolute paths;
 * - references to repository docs that do not resolve: `docs/….md#anchor` anywhere, and the
 *   relative links of Markdown files (the file must exist; an anchor must be a heading of it).
 *
 * Usage: node scripts/check-citations.mjs [root]   (default: the repository root)
 * Node only, no dependencies.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const self = path.relative(root, fileURLToPath(import.meta.url));
/** This script and its test quote the citations they look for. */
const quoting = new Set([self, path.join(path.dirname(self), 'test', 'check-citations.test.ts')]);

const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.tmp',
]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|yml|yaml|css|html|txt|sql|sh)$|(^|\/)(run|Dockerfile)$/;

/** Citations of documents outside the repository. */
const OUTSIDE = [
  { re: /\bspec\s+00\d\b/gi, what: 'cites an outside spec document' },
  { re: /\b(?:spec\s+)?(?:README\s+)?decisions?\s+\d+\b/gi, what: 'cites an outside product decision' },
  { re: /\bDESIGN[.]md\b/g, what: 'cites the outside design file (not in the repository)' },
  { re: /\bdesign[ ]document\b/gi, what: 'cites the outside design doc (not in the repository)' },
  { re: /(?:\.\.\/)+shared\//g, what: 'links outside the repository (../shared)' },
  { re: /\/work\/[\w.-]+|file:\/\/\S+/g, what: 'links to an absolute path outside the repository' },
  // "the spec", "the spec's", "specification" as words; not `a.spec.ts`, `spec/`, `specDir` or `--spec-x`.
  {
    re: /(?<![\w./@-])spec(?:ification)?s?(?:['’]s)?(?![\w/-]|\.\w)/gi,
    what: 'mentions an outside spec (cite docs/product/<topic>.md#<heading> instead)',
  },
];

function listFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\n').filter((f) => f && !f.split('/').some((part) => SKIP_DIRS.has(part)));
  } catch {
    const files = [];
    const walk = (dir) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (SKIP_DIRS.has(entry.name)) continue;
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(rel);
        else files.push(rel);
      }
    };
    walk('');
    return files;
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const seen = new Map();
    const anchors = new Set();
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*```/.test(line)) fenced = !fenced;
      const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!m) continue;
      const base = slugOf(m[1].replace(/`/g, ''));
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

/** Why `target` (a path with an optional #anchor, relative to `fromDir`) does not resolve, or null. */
function brokenTarget(target, fromDir, selfFile) {
  const [rawPath, anchor] = target.split('#');
  const file = rawPath ? path.resolve(fromDir, decodeURI(rawPath)) : selfFile;
  if (!file.startsWith(root)) return 'points outside the repository';
  if (!existsSync(file)) return 'does not exist';
  if (anchor && statSync(file).isFile() && file.endsWith('.md') && !anchorsOf(file).has(anchor))
    return `has no heading #${anchor}`;
  return null;
}

const problems = [];
for (const rel of listFiles()) {
  if (quoting.has(rel) || !TEXT.test(rel)) continue;
  const abs = path.join(root, rel);
  if (!existsSync(abs)) continue;
  const lines = readFileSync(abs, 'utf8').split('\n');
  const isMarkdown = rel.endsWith('.md');
  lines.forEach((line, i) => {
    const at = `${rel}:${i + 1}`;
    for (const { re, what } of OUTSIDE) {
      for (const m of line.matchAll(re)) problems.push(`${at}: ${what}: "${m[0]}"`);
    }
    // docs/….md#anchor written anywhere (comments, tests, docs) is read from the repository root.
    for (const m of line.matchAll(/(?<![\w./-])(docs\/[\w./-]*\.md)(#[\w-]+)?/g)) {
      const why = brokenTarget(m[1] + (m[2] ?? ''), root, abs);
      if (why) problems.push(`${at}: ${m[0]} ${why}`);
    }
    if (isMarkdown) {
      for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = m[1].replace(/^<|>$/g, '');
        if (/^(https?:|mailto:)/.test(target)) continue;
        if (target.startsWith('/')) {
          problems.push(`${at}: links to an absolute path: ${target}`);
          continue;
        }
        const why = brokenTarget(target, path.dirname(abs), abs);
        if (why) problems.push(`${at}: link ${target} ${why}`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} citation(s) of documents outside the repository or not found in it. Cite docs/product/<topic>.md#<heading> or an ADR (CONTRIBUTING.md).`,
  );
  process.exit(1);
}
console.log('check-citations: every cited document is in the repository.');
