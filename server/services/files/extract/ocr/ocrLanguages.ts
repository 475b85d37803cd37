import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/** The languages shipped as npm packages, LSTM models only (what OEM.LSTM_ONLY reads). */
const PACKAGED = ['eng', 'fra'] as const;
/** Read too when the machine has them (Debian's tesseract-ocr-ron, tesseract-ocr-chi-sim). */
const OPTIONAL = ['ron', 'chi_sim'] as const;
const SYSTEM_TESSDATA = [
  '/usr/share/tesseract-ocr/5/tessdata',
  '/usr/share/tesseract-ocr/4.00/tessdata',
];

function packagedModel(code: string): string {
  const root = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
  return path.join(root, '4.0.0_best_int', `${code}.traineddata.gz`);
}

function systemModel(code: string): string | null {
  for (const dir of SYSTEM_TESSDATA) {
    const file = path.join(dir, `${code}.traineddata`);
    if (existsSync(file)) return file;
  }
  return null;
}

export interface OcrLanguages {
  /** tesseract.js's `langs`: `eng+fra…`. */
  codes: string;
  /** A local folder holding `<code>.traineddata` for each: never an address to fetch from. */
  langPath: string;
}

/**
 * tesseract.js reads every language from one `langPath`, and would fetch from a CDN without one;
 * the models live in separate packages (and Debian's folder), so a folder of links to them is
 * made once for each set of models. A gzipped model is recognised by its bytes whatever its name.
 */
export function ocrLanguages(): OcrLanguages {
  const models = new Map<string, string>(PACKAGED.map((code) => [code, packagedModel(code)]));
  for (const code of OPTIONAL) {
    const file = systemModel(code);
    if (file) models.set(code, file);
  }
  const key = createHash('sha256')
    .update(JSON.stringify([...models]))
    .digest('hex')
    .slice(0, 16);
  const langPath = path.join(tmpdir(), `quire-ocr-languages-${key}`);
  if (!existsSync(langPath)) {
    // Made aside and renamed: two reading threads at once never see a half-made folder.
    const part = `${langPath}.${threadId}.part`;
    rmSync(part, { recursive: true, force: true });
    mkdirSync(part, { recursive: true });
    for (const [code, file] of models) symlinkSync(file, path.join(part, `${code}.traineddata`));
    try {
      renameSync(part, langPath);
    } catch {
      rmSync(part, { recursive: true, force: true });
    }
  }
  return { codes: [...models.keys()].join('+'), langPath };
}
