import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_PATHS,
  askResponseSchema,
  FILES_PATHS,
  ocrPageResponseSchema,
} from '@/api/schema';
import { api, expectBody } from '../../test/client.ts';
import { uploadFile, waitUntilIndexed } from '../../test/files.ts';
import { scannedPdf, textImage } from '../../test/scannedFixtures.ts';
import { withTestServer } from '../../test/server.ts';
import { register } from '../../test/users.ts';

describe('scanned files through the API', () => {
  const server = withTestServer();

  it('indexes a scanned PDF and a photo by OCR, answers from them and serves their word boxes', async () => {
    const { token } = await register(server.client);
    const pdf = await uploadFile(
      server.client,
      token,
      'scan.pdf',
      await scannedPdf([['Cover page'], ['The harbour crane lifts forty tonnes.']]),
    );
    const photo = await uploadFile(
      server.client,
      token,
      'photo.jpg',
      textImage(['Boiler pressure stays near 1.5 bar.'], 'jpeg'),
    );
    expect(photo.kind).toBe('image');
    const [readPdf, readPhoto] = await waitUntilIndexed(server.client, token, [pdf.id, photo.id]);
    expect(readPdf).toMatchObject({ status: 'ready', pages: 2 });
    expect(readPhoto).toMatchObject({ status: 'ready' });

    const asked = expectBody(
      await server.client.call('POST', api(ASSISTANT_PATHS.ask), {
        token,
        body: { question: 'harbour crane tonnes', scope: { files: 'all', notes: false } },
      }),
      200,
      askResponseSchema,
    );
    expect(asked.answer.citations[0]).toMatchObject({ id: pdf.id, page: 2 });

    const page2 = expectBody(
      await server.client.call('GET', api(FILES_PATHS.ocr(pdf.id, 2)), { token }),
      200,
      ocrPageResponseSchema,
    );
    expect(page2.ocr!.words.map((word) => word.text)).toContain('crane');
    const onPhoto = expectBody(
      await server.client.call('GET', api(FILES_PATHS.ocr(photo.id, 1)), { token }),
      200,
      ocrPageResponseSchema,
    );
    expect(onPhoto.ocr!.words.map((word) => word.text)).toContain('Boiler');
    const none = await server.client.call('GET', api(FILES_PATHS.ocr(pdf.id, 3)), { token });
    expect(expectBody(none, 200, ocrPageResponseSchema).ocr).toBeNull();
    const bad = await server.client.call('GET', api(`/files/${pdf.id}/ocr/0`), { token });
    expect(bad.statusCode).toBe(400);
  }, 180_000);
});
