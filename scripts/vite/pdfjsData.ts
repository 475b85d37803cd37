import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  PDFJS_DATA_DIRS,
  PDFJS_DATA_FOLDER,
} from '../../src/components/files/PdfPage/pdfjsData.ts';

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** The data files to ship, as `pdfjs/<dir>/<file>` → path in node_modules. */
function dataFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of PDFJS_DATA_DIRS) {
    for (const name of readdirSync(path.join(pdfjsRoot, dir))) {
      if (name.startsWith('LICENSE')) continue;
      files.set(`${PDFJS_DATA_FOLDER}/${dir}/${name}`, path.join(pdfjsRoot, dir, name));
    }
  }
  return files;
}

/**
 * pdf.js's standard font data and CMaps from `pdfjs-dist`, at `/pdfjs/…` of our origin: emitted
 * into every client build (the app's and Storybook's) and served by the dev servers, so the
 * version always matches the installed pdf.js and nothing is copied into the repository.
 */
export function pdfjsData(): Plugin {
  let files: Map<string, string> | null = null;
  const known = () => (files ??= dataFiles());
  return {
    name: 'quire:pdfjs-data',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        const file = known().get(pathname.replace(/^\/+/, ''));
        if (!file) return next();
        response.setHeader('Content-Type', 'application/octet-stream');
        createReadStream(file).pipe(response);
      });
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const [fileName, file] of known())
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
    },
  };
}
