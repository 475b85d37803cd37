import { beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_LIMITS,
  FILES_PATHS,
  fileResponseSchema,
  listFilesResponseSchema,
  safeFileName,
} from '@/api/schema';
import { sql } from '../db/index.ts';
import { api, expectBody, expectRefusal } from '../test/client.ts';
import { docxWith, elfBinary, pdfWithPages, plainZip } from '../test/fileFixtures.ts';
import { uploadCall, uploadFile } from '../test/files.ts';
import { withTestServer } from '../test/server.ts';
import { register } from '../test/users.ts';

const QUOTA_MB = 1;
const server = withTestServer({ config: { filesQuotaBytes: QUOTA_MB * 2 ** 20 } });
let token: string;

beforeAll(async () => {
  token = (await register(server.client)).token;
});

async function freshUser(): Promise<string> {
  return (await register(server.client)).token;
}

async function list(as: string, query = '') {
  const answer = await server.client.call('GET', api(FILES_PATHS.list) + query, { token: as });
  return expectBody(answer, 200, listFilesResponseSchema);
}

describe('files: the type comes from the bytes', () => {
  it.each([
    ['notes.txt', Buffer.from('Just some words\non two lines\n'), 'text'],
    ['readme', Buffer.from('# Title\n\nSome *text* and a [link](https://x.test).\n'), 'markdown'],
    ['plain.md', Buffer.from('Only a sentence.'), 'markdown'],
    ['data.bin', Buffer.from('name,amount\nrent,900\nfood,300\n'), 'csv'],
    ['data.txt', Buffer.from('{"a": [1, 2, {"b": "c"}]}'), 'json'],
    ['accents.txt', Buffer.from('\uFEFFCafé crème, 東京'), 'text'],
  ])('%s is %s', async (name, bytes, kind) => {
    const file = await uploadFile(server.client, token, name, bytes);
    expect(file).toMatchObject({ kind, size: bytes.length, status: 'queued', progress: 0 });
  });

  it('a PDF renamed .txt is a PDF; a DOCX is a ZIP with the right parts', async () => {
    const pdf = await uploadFile(server.client, token, 'renamed.txt', await pdfWithPages([['Hi']]));
    expect(pdf.kind).toBe('pdf');
    const docx = await uploadFile(server.client, token, 'letter.zip', docxWith(['Dear reader']));
    expect(docx.kind).toBe('docx');
  });

  it.each([
    ['program.pdf', elfBinary()],
    ['archive.pdf', plainZip()],
    ['archive.docx', plainZip()],
    ['image.txt', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000', 'latin1')],
    ['latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x0a])],
  ])('%s (not what its name says) is refused with 415', async (name, bytes) => {
    const before = await list(token);
    const answer = await uploadCall(server.client, token, name, bytes);
    expect(answer.statusCode, answer.body).toBe(415);
    expect(answer.json()).toMatchObject({
      error: {
        code: 'unsupported_media_type',
        message: expect.stringMatching(/PDF, DOCX or an image/),
      },
    });
    expect((await list(token)).items).toHaveLength(before.items.length);
  });

  it('an empty file is refused with 422, a request without a file part with 400', async () => {
    const empty = await uploadCall(server.client, token, 'empty.txt', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    const json = await server.client.call('POST', api(FILES_PATHS.list), {
      token,
      body: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('files: limits', () => {
  it('refuses a file over 20 MB with 413 and keeps nothing of it', async () => {
    const big = await freshUser();
    const bytes = Buffer.alloc(FILE_LIMITS.fileBytes + 1, 'a');
    const answer = await uploadCall(server.client, big, 'big.txt', bytes);
    expectRefusal(answer, 413, { code: 'payload_too_large' });
    const left = await server.database.db.one<{ files: string; blocks: string }>(sql`
      SELECT (SELECT count(*) FROM files WHERE status = 'uploading') AS files,
             (SELECT count(*) FROM file_blocks b JOIN files f ON f.id = b.file_id
              WHERE f.status = 'uploading') AS blocks`);
    expect(left).toEqual({ files: '0', blocks: '0' });
    expect((await list(big)).usage.usedBytes).toBe(0);
  });

  it('keeps each user within the quota, and a delete frees the space', async () => {
    const user = await freshUser();
    const half = Buffer.alloc(600 * 1024, 'b');
    const first = await uploadFile(server.client, user, 'first.txt', half);
    const second = await uploadCall(server.client, user, 'second.txt', half);
    expectRefusal(second, 413, { code: 'payload_too_large', fields: { quota: 'too_long' } });
    expect((await list(user)).usage).toEqual({
      usedBytes: half.length,
      quotaBytes: QUOTA_MB * 2 ** 20,
    });
    const removed = await server.client.call('DELETE', api(FILES_PATHS.one(first.id)), {
      token: user,
    });
    expect(removed.statusCode).toBe(204);
    await uploadFile(server.client, user, 'second.txt', half);
    // UNDO now would go past the quota: refused, and the file stays deleted.
    const undo = await server.client.call('POST', api(FILES_PATHS.restore(first.id)), {
      token: user,
    });
    expect(undo.statusCode).toBe(413);
  });
});

describe('files: names', () => {
  const hostile: [string, string][] = [
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system.ini', 'system.ini'],
    ['..', 'file'],
    ['report\u202Efdp.exe', 'reportfdp.exe'],
    ['a\u0000b.txt', 'ab.txt'],
    ['  .hidden.txt  ', 'hidden.txt'],
    [`${'x'.repeat(1000)}.txt`, `${'x'.repeat(FILE_LIMITS.name - 4)}.txt`],
    ['naïve résumé 東京.txt', 'naïve résumé 東京.txt'],
  ];

  it.each(hostile)('safeFileName(%j) is %j', (raw, safe) => {
    expect(safeFileName(raw)).toBe(safe);
  });

  it('stores hostile names safely and downloads them with a safe header', async () => {
    for (const [raw] of hostile) {
      const file = await uploadFile(server.client, token, raw, Buffer.from('text'));
      expect(file.name.length).toBeGreaterThan(0);
      expect(file.name.length).toBeLessThanOrEqual(FILE_LIMITS.name);
      expect(file.name).not.toMatch(/[/\\\u202E]/);
      expect(file.name.includes('\u0000')).toBe(false);
      expect(file.name).not.toMatch(/^\./);
      const download = await server.client.call('GET', api(FILES_PATHS.content(file.id)), {
        token,
      });
      expect(download.statusCode).toBe(200);
      const disposition = String(download.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''/);
      expect(disposition).not.toMatch(/[\r\n]|\.\.\//);
      expect(disposition.includes('\u0000')).toBe(false);
      const encoded = /filename\*=UTF-8''(.*)$/.exec(disposition)![1]!;
      expect(decodeURIComponent(encoded)).toBe(file.name);
    }
  });

  it('renames to a safe name; an empty name becomes "file"', async () => {
    const file = await uploadFile(server.client, token, 'old.txt', Buffer.from('renamed'));
    const renamed = await server.client.call('PATCH', api(FILES_PATHS.one(file.id)), {
      token,
      body: { name: 'sub/dir/new\u202E.txt' },
    });
    expect(expectBody(renamed, 200, fileResponseSchema).file.name).toBe('new.txt');
    const blank = await server.client.call('PATCH', api(FILES_PATHS.one(file.id)), {
      token,
      body: { name: '   ' },
    });
    expect(expectBody(blank, 200, fileResponseSchema).file.name).toBe('file');
  });
});

describe('files: download, list, delete and UNDO', () => {
  it('downloads the exact bytes, block after block, with nosniff and no-store', async () => {
    const bytes = Buffer.alloc(700 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = 32 + (i % 90);
    const user = await freshUser();
    const file = await uploadFile(server.client, user, 'blocks.txt', bytes);
    const download = await server.client.call('GET', api(FILES_PATHS.content(file.id)), {
      token: user,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-length': String(bytes.length),
    });
  });

  it('lists with sort and filters; deleted files leave the list until UNDO', async () => {
    const user = await freshUser();
    const b = await uploadFile(server.client, user, 'b.txt', Buffer.from('bb'));
    const a = await uploadFile(server.client, user, 'a.csv', Buffer.from('x,y\n1,2\n'));
    const c = await uploadFile(server.client, user, 'c.txt', Buffer.from('cccc'));
    expect((await list(user)).items.map((f) => f.id)).toEqual([c.id, a.id, b.id]);
    expect((await list(user, '?sort=name')).items.map((f) => f.id)).toEqual([a.id, b.id, c.id]);
    expect((await list(user, '?sort=size')).items.map((f) => f.id)).toEqual([a.id, c.id, b.id]);
    expect((await list(user, '?kind=csv')).items.map((f) => f.id)).toEqual([a.id]);
    expect((await list(user, '?status=unreadable')).items).toEqual([]);

    await server.client.call('DELETE', api(FILES_PATHS.one(c.id)), { token: user });
    expect((await list(user)).items.map((f) => f.id)).toEqual([a.id, b.id]);
    const gone = await server.client.call('GET', api(FILES_PATHS.content(c.id)), { token: user });
    expect(gone.statusCode).toBe(404);
    const undo = await server.client.call('POST', api(FILES_PATHS.restore(c.id)), { token: user });
    expect(expectBody(undo, 200, fileResponseSchema).file.id).toBe(c.id);
    expect((await list(user)).items.map((f) => f.id)).toEqual([c.id, a.id, b.id]);
    const again = await server.client.call('POST', api(FILES_PATHS.restore(c.id)), {
      token: user,
    });
    expect(again.statusCode).toBe(404);
  });

  it('needs a session, and refuses an id that is not one', async () => {
    const anonymous = await server.client.call('GET', api(FILES_PATHS.list));
    expect(anonymous.statusCode).toBe(401);
    const bad = await server.client.call('GET', api('/files/not-an-id'), { token });
    expect(bad.statusCode).toBe(400);
  });
});

describe('files: broken uploads', () => {
  it.each([
    [
      'a JSON body sent as multipart',
      '{"__proto__":{"admin":true}}',
      'multipart/form-data; boundary=x',
    ],
    [
      'a part cut off mid-way',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhalf',
      'multipart/form-data; boundary=x',
    ],
    ['no boundary', '--x--', 'multipart/form-data'],
  ])('%s is a 4xx envelope, never a 500', async (_name, payload, type) => {
    const answer = await server.client.call('POST', api(FILES_PATHS.list), {
      token,
      headers: { 'content-type': type },
      body: payload,
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json()).toHaveProperty('error.code');
  });
});
