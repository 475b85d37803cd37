import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  INLINE_SCRIPTS_FILE,
  inlineScriptSource,
  readInlineScripts,
} from '../../server/builtApp/inlineScripts.ts';
import { addInlineScripts, writeInlineScripts } from './inlineScripts.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'quire-inline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the inline script list', () => {
  it("hashes a script's exact text as a CSP source", () => {
    const digest = createHash('sha256').update('run()').digest('base64');
    expect(inlineScriptSource('run()')).toBe(`'sha256-${digest}'`);
    expect(inlineScriptSource('run() ')).not.toBe(inlineScriptSource('run()'));
  });

  it('reads back what the build wrote, and nothing from a build without a list', () => {
    writeInlineScripts(dir, ['a()', 'b()']);
    expect(readInlineScripts(dir)).toEqual([inlineScriptSource('a()'), inlineScriptSource('b()')]);
    expect(readInlineScripts(path.join(dir, 'missing'))).toEqual([]);
  });

  it("adds a later step's scripts to the list once each", () => {
    const later = path.join(dir, 'later');
    writeInlineScripts(later, ['boot()']);
    addInlineScripts(later, ['gate()']);
    addInlineScripts(later, ['gate()']);
    expect(readInlineScripts(later)).toEqual([
      inlineScriptSource('boot()'),
      inlineScriptSource('gate()'),
    ]);
  });

  it.each([
    ['corrupt JSON', '{"scriptSrc":'],
    ['no list', '{"scriptSrc":"x"}'],
    ['a widening source', `{"scriptSrc":["'unsafe-inline'","*","'sha256-x' 'unsafe-eval'"]}`],
  ])('allows nothing from %s', (_case, text) => {
    const file = path.join(dir, 'damaged', INLINE_SCRIPTS_FILE);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    expect(readInlineScripts(path.join(dir, 'damaged'))).toEqual([]);
  });
});
