// Lines of code only the back office loads: modules under src reachable from the admin route
// modules and not from any public or auth route module, root or entry.
import { rolldown } from 'rolldown';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
const root = process.cwd();
const dir = (d) =>
  readdirSync(join(root, d))
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(d, f));
async function reach(entries) {
  const bundle = await rolldown({
    input: entries,
    cwd: root,
    logLevel: 'silent',
    tsconfig: true,
    external: (id) => id.includes('?') || !(id.startsWith('.') || id.startsWith('/') || id.startsWith('@/')),
    moduleTypes: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.jpg': 'empty', '.webp': 'empty' },
  });
  const out = await bundle.generate({ format: 'esm' });
  const ids = new Set();
  for (const c of out.output) if (c.type === 'chunk') for (const m of c.moduleIds) ids.add(relative(root, m));
  return new Set([...ids].filter((p) => p.startsWith('src/')));
}
const admin = await reach(dir('src/app/routes/admin'));
const other = await reach([
  ...dir('src/app/routes/public'),
  ...dir('src/app/routes/auth'),
  'src/app/root.tsx',
  'src/app/entry.client.tsx',
]);
const only = [...admin].filter((p) => !other.has(p)).sort();
let total = 0,
  nonblank = 0;
for (const p of only) {
  const t = readFileSync(p, 'utf8').split('\n');
  if (t.at(-1) === '') t.pop();
  total += t.length;
  nonblank += t.filter((l) => l.trim()).length;
  if (process.argv.includes('-v')) console.log(String(t.length).padStart(5), p);
}
console.log(`${only.length} files, ${total} lines, ${nonblank} non-blank`);
