import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import { messagesOfPart, partOf, signedInPrefixes } from './messageParts';

const src = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const keys = Object.keys(en);

/** Modules only signed-in users load: the shell and the dashboard's pages. */
const SIGNED_IN = /^(?:routes\/ShellRoute\.tsx|pages\/(?!auth\/|utility\/))/;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((file) => existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file));
}

/** Every module of src/ a visitor who is not signed in can load, statically or lazily. */
function modulesBeforeSignIn(): string[] {
  const seeds = [
    path.join(src, 'main.tsx'),
    ...['pages/auth', 'pages/utility'].flatMap((dir) =>
      readdirSync(path.join(src, dir))
        .filter((file) => /Page\.tsx$/.test(file))
        .map((file) => path.join(src, dir, file)),
    ),
  ];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || SIGNED_IN.test(path.relative(src, file))) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const resolved = resolveImport(file, specifier!);
      if (resolved) visit(resolved);
    }
  };
  seeds.forEach(visit);
  return [...seen];
}

/** The message ids a module names: whole keys in quotes, and the prefixes of built ones. */
function idsIn(code: string): { whole: string[]; prefixes: string[] } {
  const literals = [...code.matchAll(/['"`]([A-Za-z0-9]+(?:\.[A-Za-z0-9]+)+)['"`]/g)];
  const built = [...code.matchAll(/`([A-Za-z0-9]+)\.(?:[A-Za-z0-9.]*)\$\{/g)];
  return {
    whole: literals.map((match) => match[1]!).filter((id) => id in en),
    prefixes: built.map((match) => match[1]!),
  };
}

describe('message parts', () => {
  it('uses only common messages before sign-in', () => {
    const modules = modulesBeforeSignIn();
    expect(modules.length).toBeGreaterThan(50);
    const misplaced = modules.flatMap((file) => {
      const { whole, prefixes } = idsIn(readFileSync(file, 'utf8'));
      return [
        ...whole.filter((id) => partOf(id) !== 'common'),
        ...prefixes.filter((prefix) => signedInPrefixes().includes(prefix)),
      ].map((id) => `${path.relative(src, file)}: ${id}`);
    });
    expect(misplaced).toEqual([]);
  });

  it('names only prefixes that have messages, and splits the bundle without loss', () => {
    const prefixes = new Set(keys.map((key) => key.split('.')[0]));
    expect(signedInPrefixes().filter((prefix) => !prefixes.has(prefix))).toEqual([]);
    const common = messagesOfPart(en, 'common');
    const signedIn = messagesOfPart(en, 'signedIn');
    expect(Object.keys(common).length).toBeGreaterThan(0);
    expect(Object.keys(signedIn).length).toBeGreaterThan(Object.keys(common).length);
    expect({ ...common, ...signedIn }).toEqual(en);
  });
});
