// Bundles the server into dist/main.js, its PDF worker thread into dist/pdf.worker.js and the
// auto-fill solver's worker thread into dist/solver.worker.js. The
// @openrota/* workspace packages export TypeScript source, so they are bundled; every other package stays an import from node_modules, where
// native binaries (argon2, the PostgreSQL binaries) and packages that read their own files at
// run time (swagger-ui's assets) keep working.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
// `--outfile <path>`: tests bundle a private copy so they never race a developer's build.
const outArg = process.argv.indexOf('--outfile');
const outfile = outArg > 0 ? path.resolve(process.argv[outArg + 1]) : path.join(here, 'dist/main.js');

/** Bare specifiers other than our workspace packages are left external. */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@openrota/')) return undefined;
      if (path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNodeModules],
  // Bundled code from CommonJS-minded sources may call require(); ESM has none.
  banner: {
    js: "import { createRequire as __openrotaCreateRequire } from 'node:module';\nconst require = __openrotaCreateRequire(import.meta.url);",
  },
};
// The PDF worker thread is its own entry, next to main.js (the pool loads ./pdf.worker.js).
const workerOutfile = path.join(path.dirname(outfile), 'pdf.worker.js');
await Promise.all([
  build({ ...common, entryPoints: [path.join(here, 'src/main.ts')], outfile }),
  build({
    ...common,
    entryPoints: [path.join(here, 'src/modules/schedule/pdf/pdf.worker.ts')],
    outfile: workerOutfile,
  }),
  build({
    ...common,
    entryPoints: [path.join(here, 'src/modules/autofill/solver.worker.ts')],
    outfile: path.join(path.dirname(outfile), 'solver.worker.js'),
  }),
]);
console.log(
  `built ${path.relative(process.cwd(), outfile)} and ${path.basename(workerOutfile)} in ${Date.now() - started} ms`,
);
