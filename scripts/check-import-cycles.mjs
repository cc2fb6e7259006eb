// The server's import graph has no cycle, type-only imports included (docs/architecture.md, "What may import
// what"). The linter's boundaries/no-cycle rule leaves type imports out; this check, run by `npm run lint`, counts
// them for apps/server, so no module (nor context.ts) reaches itself through another's types either.
// Imports are resolved as the linter resolves them (resolveImport in eslint-boundaries.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveImport } from '../eslint-boundaries.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['apps/server/src', 'apps/server/test', 'apps/server/scripts'];
const SKIPPED = new Set(['node_modules', 'dist', 'migrations', 'data']);

// Static imports and re-exports, type-only or not, and import('…') (a dynamic import, or a type written inline).
const IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm;

function sourceFiles(folder) {
  const files = [];
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

const files = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)));
const edges = new Map();
for (const file of files) {
  const targets = new Set();
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target && /\.(ts|tsx|mts)$/.test(target)) targets.add(target);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components, iteratively: every component of more than one file is a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
for (const start of edges.keys()) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, next] = frame;
    const targets = edges.get(node) ?? [];
    if (next < targets.length) {
      frame[1] += 1;
      const target = targets[next];
      if (!index.has(target)) {
        index.set(target, counter);
        low.set(target, counter++);
        stack.push(target);
        onStack.add(target);
        work.push([target, 0]);
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component);
    }
  }
}

/** One path around a component, from its first file back to it, for the message. */
function loopOf(component) {
  const inside = new Set(component);
  const [first] = [...component].sort();
  const previous = new Map([[first, null]]);
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of edges.get(node) ?? []) {
      if (!inside.has(target)) continue;
      if (target === first) {
        const path = [];
        for (let at = node; at !== null; at = previous.get(at)) path.unshift(at);
        return path;
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [first];
}

const name = (file) => relative(root, file).split('\\').join('/');
if (cycles.length > 0) {
  console.error(`Import cycles in the server, type imports included (docs/architecture.md):`);
  for (const component of cycles) {
    const loop = loopOf(component);
    console.error(`  ${[...loop, loop[0]].map(name).join(' → ')}`);
    if (component.length > loop.length) console.error(`    (${component.length} files in this knot)`);
  }
  console.error('Turn one import around: see "What may import what" in docs/architecture.md.');
  process.exit(1);
}
console.log(`No import cycles among ${files.length} server files (type imports included).`);
