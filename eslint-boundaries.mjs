// The layers of docs/architecture.md ("What may import what"), checked by the linter on every file:
//   boundaries/layers    a web feature imports no other feature; web lib/ and components/ import no feature and
//                        not app/; a server module is used by other code only through its public file
//                        (modules/<name>/index.ts), and only app.ts registers its routes (routes.ts); server db/, adapters/ and lib/ import no module and not http/.
//                        The server's modules are ranked (SERVER_MODULE_RANKS, lowest first): a module imports only
//                        modules below it, type imports included; flows/ sit above the modules (a module imports no
//                        flow, no job and not app.ts); context.ts sits below the modules and imports none.
//   boundaries/no-cycle  no file reaches itself through runtime imports (type-only imports do not count); for the
//                        server, scripts/check-import-cycles.mjs (run by `npm run lint`) counts type imports too.
// Imports are resolved the way the project writes them: relative paths, with or without the extension.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier names, or null (packages, and paths that do not exist). */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  return null;
}

/**
 * The server's modules, lowest first (docs/architecture.md, "What may import what"): a module imports only the
 * modules before it. A new module gets its place here.
 */
export const SERVER_MODULE_RANKS = [
  'uploads',
  'vocabularies',
  'geo',
  'feeds',
  'accounts',
  'payments',
  'listings',
  'search',
  'rentals',
  'tenant-payments',
  'autopay',
  'reviews',
  'messaging',
  'realtime',
  'site',
  'analytics',
];

const repoPath = (file) => relative(root, file).split('\\').join('/');
const isTest = (path) => /\.test\.tsx?$/.test(path) || path.startsWith('apps/server/test/');

/** Why `from` may not import `to` (both repository paths), or null when it may. */
export function layerRefusal(from, to) {
  const webFeature = /^apps\/web\/src\/features\/([^/]+)\//;
  const fromFeature = webFeature.exec(from)?.[1];
  const toFeature = webFeature.exec(to)?.[1];
  if (fromFeature && toFeature && fromFeature !== toFeature)
    return `features/${fromFeature} imports features/${toFeature}: a feature does not import another feature; move what both use to lib/ or components/`;
  if (/^apps\/web\/src\/(lib|components)\//.test(from) && /^apps\/web\/src\/(features|app)\//.test(to))
    return `${from.split('/')[3]}/ imports ${to.split('/').slice(3, 5).join('/')}: lib/ and components/ import no feature and not app/`;

  const serverModule = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/;
  const target = serverModule.exec(to);
  if (target && !isTest(from)) {
    const [, name, file] = target;
    const inside = from.startsWith(`apps/server/src/modules/${name}/`);
    const composes = from === 'apps/server/src/app.ts' && file === 'routes.ts';
    if (!inside && !composes && file !== 'index.ts')
      return `modules/${name}/${file} is inside modules/${name}: other code uses a module only through modules/${name}/index.ts (and app.ts registers its routes.ts)`;
  }
  if (/^apps\/server\/src\/(db|adapters|lib)\//.test(from) && /^apps\/server\/src\/(modules|http)\//.test(to))
    return `${from.split('/')[3]}/ imports ${to.split('/').slice(3, 5).join('/')}: db/, adapters/ and lib/ import no module and not http/`;
  if (!isTest(from)) return serverRankRefusal(from, to);
  return null;
}

/** The server's order, lowest first: below the modules, context.ts, the modules by rank, flows/, jobs/, app.ts. */
function serverRankRefusal(from, to) {
  const server = /^apps\/server\/src\/(.+)$/;
  const [fromPath, toPath] = [server.exec(from)?.[1], server.exec(to)?.[1]];
  if (!fromPath || !toPath) return null;
  const top = /^(flows|jobs)\/|^(app|main)\.ts$/;
  const moduleOf = (path) => /^modules\/([^/]+)\//.exec(path)?.[1];
  const fromModule = moduleOf(fromPath);
  const toModule = moduleOf(toPath);
  const place = (path) => /^(flows|jobs)\//.exec(path)?.[0] ?? path;
  if (
    /^(db|adapters|lib|http)\/|^context\.ts$/.test(fromPath) &&
    (top.test(toPath) ||
      (toModule && /^(http\/|context\.ts$)/.test(fromPath)) ||
      (toPath === 'context.ts' && /^(db|adapters|lib)\//.test(fromPath)))
  )
    return `${place(fromPath)} imports ${place(toPath)}: context.ts, db/, adapters/, lib/ and http/ sit below the modules, flows/ and jobs/`;
  if (fromModule && top.test(toPath))
    return `modules/${fromModule} imports ${place(toPath)}: a module imports no flow, no job and not app.ts; a use case that needs another module higher up is a flow (flows/)`;
  if (/^flows\//.test(fromPath) && /^jobs\/|^(app|main)\.ts$/.test(toPath))
    return `flows/ imports ${place(toPath)}: flows sit below jobs/ and app.ts`;
  if (!fromModule || !toModule || fromModule === toModule) return null;
  const [fromRank, toRank] = [SERVER_MODULE_RANKS.indexOf(fromModule), SERVER_MODULE_RANKS.indexOf(toModule)];
  const unranked = [fromModule, toModule].find((name) => !SERVER_MODULE_RANKS.includes(name));
  if (unranked)
    return `modules/${unranked} has no rank: give it its place in SERVER_MODULE_RANKS (eslint-boundaries.mjs) and docs/architecture.md`;
  if (toRank > fromRank)
    return `modules/${fromModule} imports modules/${toModule}, which ranks above it (${SERVER_MODULE_RANKS.join(' < ')}): a module imports only modules below it, type imports included; turn the dependency around or make the use case a flow (flows/)`;
  return null;
}

// ---- cycles ----

const RUNTIME_IMPORT =
  /^\s*(?:import|export)\s+(?!type[\s{*])(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const graphCache = new Map();

/** The files a file imports at run time (cached for the lint run; the linter reads each file anyway). */
function runtimeImports(file) {
  let deps = graphCache.get(file);
  if (deps) return deps;
  deps = [];
  graphCache.set(file, deps);
  if (!existsSync(file)) return deps;
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(RUNTIME_IMPORT)) {
    const target = resolveImport(file, match[1]);
    if (target) deps.push(target);
  }
  return deps;
}

/** A path of runtime imports from `start` back to `file`, or null. */
function cycleThrough(file, start) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const path = queue.shift();
    for (const next of runtimeImports(path[path.length - 1])) {
      if (next === file) return path;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
    }
  }
  return null;
}

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

function importVisitor(context, check) {
  const visit = (node) => {
    if (!node.source || typeof node.source.value !== 'string') return;
    const target = resolveImport(context.filename, node.source.value);
    if (target) check(node, target);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit };
}

const layers = {
  meta: { type: 'problem', schema: [], docs: { description: 'the layers of docs/architecture.md' } },
  create(context) {
    const from = repoPath(context.filename);
    return importVisitor(context, (node, target) => {
      const refusal = layerRefusal(from, repoPath(target));
      if (refusal) context.report({ node: node.source, message: `${refusal} (docs/architecture.md).` });
    });
  },
};

const noCycle = {
  meta: { type: 'problem', schema: [], docs: { description: 'no import cycles' } },
  create(context) {
    const file = resolve(context.filename);
    return importVisitor(context, (node, target) => {
      if (isTypeOnly(node)) return;
      const path = cycleThrough(file, target);
      if (path) {
        const names = [file, ...path, file].map(repoPath).join(' → ');
        context.report({ node: node.source, message: `Import cycle: ${names} (docs/architecture.md).` });
      }
    });
  },
};

export default { rules: { layers, 'no-cycle': noCycle } };
