// `npm run bench:bundle`: builds the app and prints each chunk's gzip size and framer-motion's
// share of it, attributed byte by byte through the build's hidden sourcemaps (kept beside the build).
// `--no-build` measures an existing build; `--out <dir>` picks the build directory.
import { decode } from '@jridgewell/sourcemap-codec';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { register as registerTsx } from 'tsx/esm/api';
import { buildApp } from './buildApp.mjs';

registerTsx();
const { sourcemapsDirFor } = await import('./vite/hiddenSourcemaps.ts');

/** framer-motion ships its engine in two sibling packages; all three are its bundle cost. */
const MOTION_PACKAGES = ['framer-motion', 'motion-dom', 'motion-utils'];
const isMotionSource = (source) =>
  MOTION_PACKAGES.some((name) => source.includes(`node_modules/${name}/`));

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir =
  outIndex >= 0
    ? path.resolve(args[outIndex + 1])
    : mkdtempSync(path.join(tmpdir(), 'quire-bundle-'));

if (!args.includes('--no-build')) buildApp(outDir);

const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** Splits a chunk's code by original source, using the sourcemap's generated positions. */
function motionBytes(code, map) {
  const lines = code.split('\n');
  const mappings = decode(map.mappings);
  let motionCode = '';
  let motionRaw = 0;
  mappings.forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, i) => {
      if (segment.length < 2) return;
      const source = map.sources[segment[1]] ?? '';
      if (!isMotionSource(source)) return;
      const end = segments[i + 1]?.[0] ?? line.length;
      const piece = line.slice(segment[0], end);
      motionRaw += Buffer.byteLength(piece);
      motionCode += piece;
    });
    if (motionCode && !motionCode.endsWith('\n')) motionCode += '\n';
  });
  return { raw: motionRaw, code: motionCode };
}

const assets = path.join(outDir, 'assets');
if (!existsSync(assets)) {
  console.error(`No build in ${outDir}`);
  process.exit(1);
}
const rows = [];
let allMotion = '';
for (const file of readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .sort()) {
  const code = readFileSync(path.join(assets, file), 'utf8');
  const mapFile = path.join(sourcemapsDirFor(outDir), `${file}.map`);
  const motion = existsSync(mapFile)
    ? motionBytes(code, JSON.parse(readFileSync(mapFile, 'utf8')))
    : { raw: 0, code: '' };
  allMotion += motion.code;
  rows.push({
    chunk: file,
    raw: Buffer.byteLength(code),
    gzip: gzip(code),
    motionRaw: motion.raw,
    motionGzip: motion.raw ? gzip(motion.code) : 0,
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
rows.sort((a, b) => b.gzip - a.gzip);
console.log(['chunk', 'raw', 'gzip', 'framer-motion raw', 'framer-motion gzip'].join('\t'));
for (const row of rows) {
  console.log(
    [row.chunk, kb(row.raw), kb(row.gzip), kb(row.motionRaw), kb(row.motionGzip)].join('\t'),
  );
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const motionGzip = allMotion ? gzip(allMotion) : 0;
const entry = rows.find((row) => /^index-/.test(row.chunk));
console.log(`\nall chunks: ${kb(total)} gzip (${rows.length} chunks)`);
console.log(
  `framer-motion (${MOTION_PACKAGES.join(' + ')}): ${motionGzip} B gzip (${kb(motionGzip)}), ` +
    `${((100 * motionGzip) / total).toFixed(1)}% of all gzip bytes`,
);
if (entry) {
  console.log(
    `  of which in the entry chunk ${entry.chunk}: ${entry.motionGzip} B gzip; the rest loads on demand`,
  );
}
console.log(`build: ${outDir}`);
