// per built file: top sources (mui component granularity)
import { decode } from '@jridgewell/sourcemap-codec';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
const [outDir, ...files] = process.argv.slice(2);
for (const f of files) {
  const file = 'assets/' + f;
  const code = readFileSync(path.join(outDir, file), 'utf8');
  const br = readFileSync(path.join(outDir, file + '.br')).length;
  const map = JSON.parse(readFileSync(path.join(outDir + '-sourcemaps', f + '.map'), 'utf8'));
  const lines = code.split('\n'); const per = new Map(); let raw = 0;
  decode(map.mappings).forEach((segs, li) => { const line = lines[li] ?? ''; segs.forEach((s, i) => { if (s.length < 2) return; const end = segs[i+1]?.[0] ?? line.length; const src = (map.sources[s[1]] ?? '').replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, ''); const g = src.replace(/\/[^/]*$/, ''); per.set(g, (per.get(g) ?? 0) + (end - s[0])); raw += end - s[0]; }); });
  console.log(`== ${f} br ${(br/1024).toFixed(1)} KB`);
  [...per].sort((a,b)=>b[1]-a[1]).slice(0, +process.env.TOP || 25).forEach(([g,r]) => console.log((r/raw*br/1024).toFixed(2).padStart(7), g));
}
