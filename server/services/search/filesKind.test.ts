import { describe, expect, it } from 'vitest';
import { FILES_PATHS, SEARCH_PATHS, searchResponseSchema } from '@/api/schema';
import { expectBody } from '../../test/client.ts';
import { pdfWithPages } from '../../test/fileFixtures.ts';
import { uploadFile, waitUntilIndexed } from '../../test/files.ts';
import { withTestServer } from '../../test/server.ts';
import { register } from '../../test/users.ts';

describe('file passages in the header search', () => {
  const server = withTestServer();
  const search = async (token: string, q: string) =>
    expectBody(
      await server.client.call('GET', `/api${SEARCH_PATHS.search}?${new URLSearchParams({ q })}`, {
        token,
      }),
      200,
      searchResponseSchema,
    ).files;

  it('finds a passage under its file name, with its page or lines, for its owner only', async () => {
    const { token } = await register(server.client);
    const other = await register(server.client);
    const pdf = await uploadFile(
      server.client,
      token,
      'harbour.pdf',
      await pdfWithPages([['Cover page'], ['The lighthouse keeper logs every ship at dawn.']]),
    );
    const notes = await uploadFile(
      server.client,
      token,
      'trip.md',
      Buffer.from('# Trip\n\nPack the lighthouse postcards.\n'),
    );
    await waitUntilIndexed(server.client, token, [pdf.id, notes.id]);

    const hits = await search(token, 'lighthouse');
    expect(hits.map((hit) => hit.id).sort()).toEqual([`${pdf.id}#p2`, `${notes.id}#l3-3`].sort());
    const onPage = hits.find((hit) => hit.id.startsWith(pdf.id))!;
    expect(onPage.title).toBe('harbour.pdf');
    expect(onPage.snippet).toContain('lighthouse keeper');
    expect(onPage.snippetMatches.length).toBeGreaterThan(0);
    expect(await search(other.token, 'lighthouse')).toEqual([]);

    await server.client.call('DELETE', `/api${FILES_PATHS.one(pdf.id)}`, { token });
    expect((await search(token, 'lighthouse')).map((hit) => hit.id)).toEqual([`${notes.id}#l3-3`]);
  });
});
