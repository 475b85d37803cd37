import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
const [outDir, ...entries] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const seen = new Set(); const files = [];
const visit = (k) => { if (seen.has(k)) return; seen.add(k); const c = manifest[k]; files.push(c.file); (c.imports ?? []).forEach(visit); };
entries.forEach(visit);
for (const f of files) { const m = path.join(outDir + '-sourcemaps', path.basename(f) + '.map'); if (!existsSync(m)) continue; const { sources } = JSON.parse(readFileSync(m, 'utf8')); for (const s of sources) if (!s.includes('node_modules')) console.log(path.basename(f).replace(/-[^-]*\.js$/, ''), s.replace(/.*wt-perf\//, '')); }
