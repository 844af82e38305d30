// Gzip size of the JavaScript a first visit to the landing page (/) and the login page (/login)
// downloads before it can render: the entry chunk from index.html with its static imports,
// plus the route's lazy chunk with its static imports. Dynamic import() targets are excluded
// (they load later, on navigation). Target: ≤ 150 KiB per page.
// Signed-in routes also load the lazy layouts (DataLayout, AppLayout), the page's chunk and the
// admin HTTP client (axios, loaded on the first call): the admin calendar
// (/schedule/month/yyyy-MM) and the roster grid (/schedule/roster/yyyy-ww) target ≤ 350 KiB; the dashboard is reported for comparison
// (its recharts chunk loads after first paint and is listed apart).
// Staff pages: /staff-login (<= 150 KiB) and /staff-dashboard with the staff client (<= 170 KiB).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

// WEB_DIST: measure another build directory (e.g. one built with --outDir elsewhere).
const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const assets = path.join(dist, 'assets');
const indexHtml = path.join(dist, 'index.html');
if (!fs.existsSync(indexHtml)) {
  console.log('web-size: apps/web/dist is not built (npm run build -w @openrota/web); no figures');
  process.exit(0);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;

// `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; not `import("./x.js")`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function staticClosure(startFiles) {
  const seen = new Set();
  const stack = [...startFiles];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) stack.push(path.resolve(path.dirname(file), m[1]));
  }
  return seen;
}

const html = fs.readFileSync(indexHtml, 'utf8');
const entryFiles = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
]
  .map((m) => path.join(dist, m[1].replace(/^\//, '')))
  .filter((f) => fs.existsSync(f));
const cssFiles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) =>
  path.join(dist, m[1].replace(/^\//, '')),
);
const entry = staticClosure(entryFiles);
const entryGzip = [...entry].reduce((n, f) => n + gzipSize(f), 0);
const cssGzip = cssFiles.filter((f) => fs.existsSync(f)).reduce((n, f) => n + gzipSize(f), 0);
console.log(
  `web-size: entry ${[...entry].map((f) => path.basename(f)).join(' + ')}: ${kib(entryGzip)} gzip; CSS ${kib(cssGzip)} gzip`,
);

const chunkFor = (prefix) => fs.readdirSync(assets).find((f) => f.startsWith(prefix) && f.endsWith('.js'));

for (const [route, prefix] of [
  ['/', 'landing-page-'],
  ['/login', 'login-page-'],
]) {
  const chunk = fs.readdirSync(assets).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  if (!chunk) {
    console.log(
      `web-size: ${route}: no ${prefix}*.js chunk found (route not lazy, or renamed); entry only ${kib(entryGzip)}`,
    );
    continue;
  }
  const files = staticClosure([...entry, path.join(assets, chunk)]);
  const total = [...files].reduce((n, f) => n + gzipSize(f), 0);
  const extra = [...files].filter((f) => !entry.has(f)).map((f) => path.basename(f));
  console.log(
    `web-size: ${route} initial JS ${kib(total)} gzip (target <= 150 KiB): entry + ${extra.join(' + ')}`,
  );
}

// Signed-in routes: entry + lazy layouts + page chunk + the admin client, each with its static imports.
const SIGNED_IN = ['data-layout-', 'app-layout-', 'api-client-'];
for (const [route, page, target] of [
  ['/schedule/month/yyyy-MM (admin calendar)', 'schedule-month-page-', 350],
  ['/schedule/roster/yyyy-ww (roster grid)', 'schedule-roster-page-', 350],
  ['/dashboard', 'dashboard-route-', undefined],
]) {
  const prefixes = [...SIGNED_IN, page];
  const missing = prefixes.filter((prefix) => !chunkFor(prefix));
  if (missing.length > 0) {
    console.log(
      `web-size: ${route}: no ${missing.map((p) => `${p}*.js`).join(', ')} chunk found (not lazy, or renamed); no figure`,
    );
    continue;
  }
  const files = staticClosure([...entry, ...prefixes.map((prefix) => path.join(assets, chunkFor(prefix)))]);
  const total = [...files].reduce((n, f) => n + gzipSize(f), 0);
  const routeOnly = [...files].filter((f) => !entry.has(f));
  const routeGzip = routeOnly.reduce((n, f) => n + gzipSize(f), 0);
  const verdict =
    target === undefined
      ? ''
      : total <= target * 1024
        ? ` (target <= ${target} KiB: ok)`
        : ` (target <= ${target} KiB: OVER)`;
  const largest = routeOnly
    .map((f) => [path.basename(f), gzipSize(f)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, size]) => `${name} ${kib(size)}`);
  console.log(
    `web-size: ${route} JS ${kib(total)} gzip${verdict}: entry ${kib(entryGzip)} + ${kib(routeGzip)} in ${routeOnly.length} chunks (largest: ${largest.join(', ')})`,
  );
}
// Staff pages (issue 5): no admin shell or DataLayout; the dashboard also loads the staff client
// (axios) on its first call. Target for /staff-dashboard: <= 170 KiB gzip.
for (const [route, prefixes, target] of [
  ['/staff-login', ['staff-login-page-'], 150],
  ['/staff-dashboard', ['staff-dashboard-page-', 'staff-api-client-'], 170],
]) {
  const missing = prefixes.filter((prefix) => !chunkFor(prefix));
  if (missing.length > 0) {
    console.log(
      `web-size: ${route}: no ${missing.map((p) => `${p}*.js`).join(', ')} chunk found (not lazy, or renamed); no figure`,
    );
    continue;
  }
  const files = staticClosure([...entry, ...prefixes.map((prefix) => path.join(assets, chunkFor(prefix)))]);
  const total = [...files].reduce((n, f) => n + gzipSize(f), 0);
  const routeOnly = [...files].filter((f) => !entry.has(f));
  const routeGzip = routeOnly.reduce((n, f) => n + gzipSize(f), 0);
  const verdict =
    total <= target * 1024 ? `(target <= ${target} KiB: ok)` : `(target <= ${target} KiB: OVER)`;
  console.log(
    `web-size: ${route} initial JS ${kib(total)} gzip ${verdict}: entry ${kib(entryGzip)} + ${kib(routeGzip)} in ${routeOnly.map((f) => path.basename(f)).join(' + ')}`,
  );
}

const staffModals = chunkFor('dialogs-');
if (staffModals) {
  const base = staticClosure([
    ...entry,
    ...['staff-dashboard-page-', 'staff-api-client-']
      .filter(chunkFor)
      .map((prefix) => path.join(assets, chunkFor(prefix))),
  ]);
  const files = [...staticClosure([path.join(assets, staffModals)])].filter((f) => !base.has(f));
  console.log(
    `web-size: staff dashboard modals and toasts (lazy, after first paint) ${kib(files.reduce((n, f) => n + gzipSize(f), 0))} gzip in ${files.length} chunks`,
  );
}

const chart = fs
  .readdirSync(assets)
  .filter((f) => f.startsWith('coverage-trend-chart-') && f.endsWith('.js'));
if (chart.length > 0) {
  const files = [...staticClosure(chart.map((f) => path.join(assets, f)))].filter((f) => !entry.has(f));
  console.log(
    `web-size: dashboard chart (lazy, after first paint) ${kib(files.reduce((n, f) => n + gzipSize(f), 0))} gzip: ${files.map((f) => path.basename(f)).join(' + ')}`,
  );
}
