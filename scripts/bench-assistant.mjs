// `npm run bench:assistant`: on a fresh embedded PostgreSQL (or DATABASE_URL), prints the file
// assistant's ingest throughput (upload over HTTP, then background indexing: extraction,
// passages, index) in MB/s for text and for PDF, and the p50/p99 latency of a question over
// 10,000 indexed passages (POST /api/assistant/ask, quotes mode). `--requests N` sets the
// sample size of the question timing (default 300). See docs/assistant.md.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiClient, signUp } from './benchClient.mjs';
import { percentile, seedPassages, sentence, word } from './benchSeeds.mjs';
import { startInProcessApp } from './inProcessApp.mjs';

const args = process.argv.slice(2);
const requestsIndex = args.indexOf('--requests');
const REQUESTS = requestsIndex >= 0 ? Number(args[requestsIndex + 1]) : 300;
const MB = 1024 * 1024;
function textFile(bytes) {
  const paragraphs = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const paragraph = `${sentence(i)} ${sentence(i + 1)} ${sentence(i + 2)}`;
    paragraphs.push(paragraph);
    size += paragraph.length + 2;
  }
  return Buffer.from(paragraphs.join('\n\n'));
}

async function pdfFile(pages) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    for (let line = 0; line < 40; line++)
      page.drawText(sentence(p * 40 + line, 10), { x: 40, y: 800 - line * 19, size: 10, font });
  }
  return Buffer.from(await doc.save());
}

/** Uploads the files over HTTP, then lets one worker index them; prints both rates. */
async function ingest(label, call, token, indexer, files, pages = 0) {
  const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  let started = performance.now();
  for (const file of files) {
    const form = new FormData();
    form.append('file', new Blob([file.bytes]), file.name);
    const response = await call('POST', '/files', { token, form });
    if (response.status !== 201) throw new Error(`upload failed: ${response.status}`);
  }
  const uploadSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  while (await indexer.runOnce());
  const indexSeconds = (performance.now() - started) / 1000;
  const mb = total / MB;
  console.log(
    `${label}: ${mb.toFixed(1)} MB in ${files.length} files   upload ${(mb / uploadSeconds).toFixed(1)} MB/s   ` +
      `indexing ${(mb / indexSeconds).toFixed(2)} MB/s${pages ? ` (${(pages / indexSeconds).toFixed(0)} pages/s)` : ''}   ` +
      `end to end ${(mb / (uploadSeconds + indexSeconds)).toFixed(2)} MB/s`,
  );
}

const quire = await startInProcessApp('bench-assistant');
const { indexer } = quire;
try {
  const call = apiClient(quire.base);
  const reader = await signUp(call);
  const texts = [0, 1, 2, 3].map((i) => ({ name: `text-${i}.txt`, bytes: textFile(2 * MB) }));
  await ingest('Text', call, reader.token, indexer, texts);
  const pdfs = [];
  for (let i = 0; i < 3; i++) pdfs.push({ name: `book-${i}.pdf`, bytes: await pdfFile(100) });
  await ingest('PDF (100 pages each)', call, reader.token, indexer, pdfs, 300);

  const asker = await signUp(call);
  let started = Date.now();
  await seedPassages(quire.db, asker.user.id, 10_000);
  console.log(`Seeded 10,000 passages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const questions = (i) => `when is the ${word(i)} ${word(i + 3)} ${word(i + 5)} review`;
  for (let i = 0; i < 20; i++)
    await call('POST', '/assistant/ask', { token: asker.token, body: { question: questions(i) } });
  const samples = [];
  for (let i = 0; i < REQUESTS; i++) {
    const begun = performance.now();
    const response = await call('POST', '/assistant/ask', {
      token: asker.token,
      body: { question: questions(i), scope: { files: 'all', notes: true } },
    });
    samples.push(performance.now() - begun);
    if (response.status !== 200 || !response.body.answer.citations.length)
      throw new Error(`ask failed: ${response.status}`);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `Ask over 10,000 passages (quotes, 5 citations)   p50 ${percentile(samples, 50).toFixed(1)} ms   p99 ${percentile(samples, 99).toFixed(1)} ms (${REQUESTS} questions)`,
  );
} finally {
  await quire.close();
}
