// The notes' import and export figures for `npm run bench:notes` (docs/product.md, "Import and
// export"): Markdown notes imported per second, and the seconds a 10,000-note export takes.
import { strToU8, zipSync } from 'fflate';
import { signUp } from './benchClient.mjs';
import { WORDS } from './benchSeeds.mjs';

/** `count` Markdown files with front matter, a checklist and a link to the next file. */
function markdownVault(count) {
  const files = {};
  for (let i = 0; i < count; i++) {
    const words = Array.from({ length: 40 }, (_, j) => WORDS[(i * 7 + j) % WORDS.length]).join(' ');
    files[`folder${i % 20}/note ${i}.md`] = strToU8(
      `---\ntitle: Note ${i}\ntags: [bench/${i % 10}]\n---\n# Note ${i}\n\n${words}\n\n- [x] done\n- [ ] open\n\nNext: [note](../folder${(i + 1) % 20}/note%20${(i + 1) % count}.md)\n`,
    );
  }
  return zipSync(files, { level: 6 });
}

export async function benchTransfer(base, call, exportToken) {
  const importer = await signUp(call);
  const count = 5_000;
  const form = new FormData();
  form.append('files', new Blob([markdownVault(count)]), 'vault.zip');
  let started = performance.now();
  const imported = await call('POST', '/notes/import', { token: importer.token, form });
  const importSeconds = (performance.now() - started) / 1000;
  if (imported.status !== 200 || imported.body.created !== count)
    throw new Error(`import failed: ${imported.status} ${JSON.stringify(imported.body)}`);
  console.log(
    `import of ${count.toLocaleString('en')} Markdown notes (one .zip)   ${(count / importSeconds).toFixed(0)} notes/s   (${importSeconds.toFixed(1)} s)`,
  );

  started = performance.now();
  const response = await fetch(`${base}/api/notes/export`, {
    headers: { authorization: `Bearer ${exportToken}` },
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`export failed: ${response.status}`);
  console.log(
    `export of 10,000 notes as a .zip                 ${((performance.now() - started) / 1000).toFixed(1)} s   (${(bytes / 1024 / 1024).toFixed(1)} MiB)`,
  );
}
