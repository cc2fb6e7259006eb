// The layers of docs/architecture.md ("What may import what"), checked by the linter on every file:
//   boundaries/layers    a web feature imports no other feature; web lib/ and components/ import no feature and
//                        not app/; a server module is used by other code only through its public file
//                        (modules/<name>/index.ts), and only app.ts registers its routes (routes.ts); server db/, adapters/ and lib/ import no module and not http/.
//   boundaries/no-cycle  no file reaches itself through runtime imports (type-only imports do not count).
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
