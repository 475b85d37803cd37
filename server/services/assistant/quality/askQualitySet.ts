import { expect } from 'vitest';
import { ASSISTANT_PATHS, askResponseSchema } from '@/api/schema';
import { expectBody } from '../../../test/client.ts';
import { uploadFile, waitUntilIndexed } from '../../../test/files.ts';
import type { TestServer } from '../../../test/server.ts';
import { formatQuality, measureQuality, type QualityFigures } from './measureQuality.ts';
import { qualityFiles } from './qualityFiles.ts';

/** Uploads the quality set for `token`'s user, waits for its indexing and asks every question. */
export async function askQualitySet(server: TestServer, token: string): Promise<QualityFigures> {
  const ids: string[] = [];
  for (const [name, bytes] of await qualityFiles())
    ids.push((await uploadFile(server.client, token, name, bytes)).id);
  const files = await waitUntilIndexed(server.client, token, ids);
  expect(files.map((file) => file.status)).toEqual(files.map(() => 'ready'));
  const figures = await measureQuality(async (question) => {
    const response = await server.client.call('POST', `/api${ASSISTANT_PATHS.ask}`, {
      token,
      body: { question, scope: { files: 'all', notes: false } },
    });
    return expectBody(response, 200, askResponseSchema).answer;
  });
  console.log(`${formatQuality(figures)}\nmissed:\n${figures.misses.join('\n')}`);
  return figures;
}
