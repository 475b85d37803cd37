import { parse } from '@formatjs/icu-messageformat-parser';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  MESSAGE_PARTS,
  messagesOfPart,
  PART_QUERY,
  type MessagePart,
} from '../../src/i18n/messageParts.ts';
import { isAppBuild } from './appBuild.ts';

const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * The message bundles (`src/i18n/<lang>.json`) reach the app's build as ICU syntax trees rather
 * than strings, so the browser neither downloads the message parser (every
 * page) nor runs it on the first render (docs/performance.md). The bundles' source stays the
 * strings that translators edit; a message that does not parse fails the build. react-intl takes
 * either form; the parser is swapped for its `no-parser` build, which keeps the tree's types.
 * Storybook and the tests load the bundles as they are. An import may ask for one part of a
 * bundle (`./en.json?part=common`): the app loads the sign-in pages' messages apart from the
 * dashboard's.
 */
export function precompiledMessages(): Plugin {
  let config: ResolvedConfig;
  let bundles: string;
  return {
    name: 'quire:precompiled-messages',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
      bundles = path.join(resolved.root, 'src', 'i18n') + path.sep;
    },
    async resolveId(source, importer, options) {
      if (source !== PARSER || !isAppBuild(config)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      const [file = '', query = ''] = id.split('?', 2);
      if (!file.startsWith(bundles) || !file.endsWith('.json')) return null;
      // `?part=…` picks one part of the bundle (src/i18n/messageParts.ts), in every build.
      const part = new URLSearchParams(query).get(PART_QUERY) as MessagePart | null;
      if (part && !MESSAGE_PARTS.includes(part)) throw new Error(`${id}: no message part ${part}`);
      const all = JSON.parse(code) as Record<string, string>;
      const messages = part ? messagesOfPart(all, part) : all;
      // With a query, the bundler no longer tells the file is JSON from its name: say it.
      const moduleType = 'json';
      if (!isAppBuild(config))
        return part ? { code: JSON.stringify(messages), map: null, moduleType } : null;
      const trees = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`${path.basename(file)}: message ${key} does not parse`, {
              cause: error,
            });
          }
        }),
      );
      return { code: JSON.stringify(trees), map: null, moduleType };
    },
  };
}
