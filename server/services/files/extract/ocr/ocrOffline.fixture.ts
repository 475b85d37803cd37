// Run by ocr.test.ts in a process without network: any request but to loopback fails, and so
// would the OCR that made one. Prints what it read.
import { lookup } from 'node:dns/promises';
import { textImage } from '../../../../test/scannedFixtures.ts';
import { extract } from '../index.ts';

const reachable = await lookup('registry.npmjs.org').then(
  () => true,
  () => false,
);
const read = await extract('image', textImage(['Read offline at sea']), () => {});
process.stdout.write(
  JSON.stringify({ reachable, text: read.units.map((unit) => unit.text).join('\n') }),
);
