import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  ASSISTANT_PATHS,
  askResponseSchema,
  FILES_PATHS,
  fileResponseSchema,
  listFilesResponseSchema,
  type StoredFile,
} from '@/api/schema';
import { api, expectBody } from './client.ts';
import { uploadFile, waitUntilIndexed } from './files.ts';
import type { OwnershipCase, Probe } from './ownership.ts';

interface OwnerFiles {
  live: StoredFile;
  /** Deleted by A a moment ago, so still restorable by A: B's UNDO must not reach it. */
  deleted: StoredFile;
  word: string;
}

export const filesOwnership: OwnershipCase<OwnerFiles> = {
  name: 'files',
  async create(client, owner) {
    const word = `secretword${randomBytes(4).toString('hex')}`;
    const live = await uploadFile(client, owner.token, `${word}.txt`, Buffer.from(`A's ${word}`));
    const deleted = await uploadFile(client, owner.token, `gone-${word}.txt`, Buffer.from(word));
    await waitUntilIndexed(client, owner.token, [live.id, deleted.id]);
    await client.call('DELETE', api(FILES_PATHS.one(deleted.id)), { token: owner.token });
    // The probe below can leak: A's own question finds A's passage.
    const own = expectBody(
      await client.call('POST', api(ASSISTANT_PATHS.ask), {
        token: owner.token,
        body: { question: word, scope: { files: 'all', notes: true } },
      }),
      200,
      askResponseSchema,
    );
    expect(own.answer.citations.map((citation) => citation.id)).toEqual([live.id]);
    return { live, deleted, word };
  },
  secrets: (thing) => [thing.live.id, thing.deleted.id, thing.word],
  probes(thing): Probe[] {
    const perFile = [thing.live, thing.deleted].flatMap((file): Probe[] => [
      { method: 'GET', url: api(FILES_PATHS.one(file.id)) },
      { method: 'GET', url: api(FILES_PATHS.content(file.id)) },
      { method: 'GET', url: api(FILES_PATHS.ocr(file.id, 1)) },
      { method: 'PATCH', url: api(FILES_PATHS.one(file.id)), body: { name: 'taken.txt' } },
      { method: 'POST', url: api(FILES_PATHS.restore(file.id)) },
    ]);
    const asks = [{ files: 'all' }, { files: [thing.live.id, thing.deleted.id] }].map(
      (files): Probe => ({
        method: 'POST',
        url: api(ASSISTANT_PATHS.ask),
        body: { question: thing.word, scope: { ...files, notes: true } },
      }),
    );
    return [
      { method: 'GET', url: api(FILES_PATHS.list) },
      ...asks,
      { ...asks[0]!, url: api(ASSISTANT_PATHS.askStream) },
      ...perFile,
      { method: 'DELETE', url: api(FILES_PATHS.one(thing.live.id)) },
    ];
  },
  async verifyUnchanged(client, owner, thing) {
    const token = owner.token;
    const one = await client.call('GET', api(FILES_PATHS.one(thing.live.id)), { token });
    expect(expectBody(one, 200, fileResponseSchema).file.name).toBe(thing.live.name);
    const listed = expectBody(
      await client.call('GET', api(FILES_PATHS.list), { token }),
      200,
      listFilesResponseSchema,
    );
    expect(listed.items.map((file) => file.id)).toEqual([thing.live.id]);
    const undo = await client.call('POST', api(FILES_PATHS.restore(thing.deleted.id)), { token });
    expect(expectBody(undo, 200, fileResponseSchema).file.id).toBe(thing.deleted.id);
  },
};
