// `npm run bench:assistant`: on a fresh embedded PostgreSQL (or DATABASE_URL), prints the answer
// quality on the quality set (recall@1/@3, MRR, "nothing found" precision and recall, citations
// per answer, extract answers holding the expected phrase) without a model, with the fake
// embedder and with the fake model's query rewrite (server/test/fakeEmbedder.ts), the file assistant's ingest
// throughput (upload over HTTP, then background indexing) in MB/s for text and for PDF, and the
// p50/p99 latency of a question over 10,000 and 100,000 indexed passages (POST
// /api/assistant/ask). `--requests N` sets the sample size of the question timing (default 300);
// `--only quality|ingest|scale` runs one part. See docs/assistant.md.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { seededQuestion } from './benchAssistantText.mjs';
import { apiClient, signUp } from './benchClient.mjs';
import { percentile, seedPassages } from './benchSeeds.mjs';
import { startInProcessApp } from './inProcessApp.mjs';

const { qualityFiles } = await import('../server/services/assistant/quality/qualityFiles.ts');
const { formatQuality, measureQuality } =
  await import('../server/services/assistant/quality/measureQuality.ts');
const { startFakeModel } = await import('../server/test/fakeModel.ts');

const args = process.argv.slice(2);
const requestsIndex = args.indexOf('--requests');
const REQUESTS = requestsIndex >= 0 ? Number(args[requestsIndex + 1]) : 300;
const onlyIndex = args.indexOf('--only');
const runs = (part) => onlyIndex < 0 || args[onlyIndex + 1] === part;
const MB = 1024 * 1024;
const WORDS = (
  'harbour ferry budget garden launch recipe travel meeting invoice piano sprint roadmap tomato ' +
  'museum ticket review design lemon coffee report vacation expense policy warehouse battery ' +
  'insurance schedule backup engineer committee campsite weather island lighthouse'
).split(' ');

const word = (i) => WORDS[(i * 7919) % WORDS.length];
function sentence(seed, length = 14) {
  const words = Array.from({ length }, (_, k) => word(seed * 31 + k * 17 + k * k));
  return `${words.join(' ')} ${seed}.`;
}

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

/** Uploads the quality set, indexes it and prints the answer quality figures. */
async function quality(label, call, indexer) {
  const reader = await signUp(call);
  for (const [name, bytes] of await qualityFiles()) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const response = await call('POST', '/files', { token: reader.token, form });
    if (response.status !== 201) throw new Error(`upload failed: ${response.status}`);
  }
  while (await indexer.runOnce());
  const figures = await measureQuality(async (question) => {
    const response = await call('POST', '/assistant/ask', {
      token: reader.token,
      body: { question, scope: { files: 'all', notes: false } },
    });
    if (response.status !== 200) throw new Error(`ask failed: ${response.status}`);
    return response.body.answer;
  });
  console.log(`${label}\n${formatQuality(figures)}`);
  if (args.includes('--misses')) console.log(figures.misses.join('\n'));
}

/**
 * The quality set without a model, then on apps of their own with the fake embedder and with
 * the fake model's query rewrite: what meaning adds, and what it costs "nothing found".
 */
async function qualityWithAndWithoutMeaning(call, indexer) {
  await quality('Without a model:', call, indexer);
  const model = await startFakeModel();
  try {
    const withModel = [
      [
        'With the fake embedder:',
        { ASSISTANT_EMBEDDINGS_URL: model.url, ASSISTANT_EMBEDDINGS_MODEL: 'fake-embed' },
      ],
      [
        'With the fake model’s query rewrite:',
        { ASSISTANT_LLM_URL: model.url, ASSISTANT_LLM_MODEL: 'good' },
      ],
    ];
    for (const [label, env] of withModel) {
      const app = await startInProcessApp('bench-assistant-meaning', env);
      try {
        await quality(label, apiClient(app.base), app.indexer);
      } finally {
        await app.close();
      }
    }
  } finally {
    await model.stop();
  }
}

/** p50/p99 of a question over `count` seeded passages of a fresh user. */
async function askLatency(call, db, count) {
  const asker = await signUp(call);
  const started = Date.now();
  await seedPassages(db, asker.user.id, count);
  console.log(
    `Seeded ${count.toLocaleString('en')} passages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (let i = 0; i < 20; i++)
    await call('POST', '/assistant/ask', {
      token: asker.token,
      body: { question: seededQuestion(i) },
    });
  const samples = [];
  let cited = 0;
  let answered = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const begun = performance.now();
    const response = await call('POST', '/assistant/ask', {
      token: asker.token,
      body: { question: seededQuestion(i), scope: { files: 'all', notes: true } },
    });
    samples.push(performance.now() - begun);
    if (response.status !== 200) throw new Error(`ask failed: ${response.status}`);
    // A question the seeded text does not answer well enough finds nothing, as it should.
    if (response.body.answer.citations.length) answered++;
    cited += response.body.answer.citations.length;
  }
  samples.sort((a, b) => a - b);
  console.log(
    `Ask over ${count.toLocaleString('en')} passages (${answered} of ${REQUESTS} answered, ${(cited / Math.max(1, answered)).toFixed(1)} citations each)   p50 ${percentile(samples, 50).toFixed(1)} ms   p99 ${percentile(samples, 99).toFixed(1)} ms (${REQUESTS} questions)`,
  );
}

const quire = await startInProcessApp('bench-assistant');
try {
  const call = apiClient(quire.base);
  if (runs('quality')) await qualityWithAndWithoutMeaning(call, quire.indexer);
  if (runs('ingest')) {
    const reader = await signUp(call);
    const texts = [0, 1, 2, 3].map((i) => ({ name: `text-${i}.txt`, bytes: textFile(2 * MB) }));
    await ingest('Text', call, reader.token, quire.indexer, texts);
    const pdfs = [];
    for (let i = 0; i < 3; i++) pdfs.push({ name: `book-${i}.pdf`, bytes: await pdfFile(100) });
    await ingest('PDF (100 pages each)', call, reader.token, quire.indexer, pdfs, 300);
  }
  if (runs('scale')) for (const count of [10_000, 100_000]) await askLatency(call, quire.db, count);
} finally {
  await quire.close();
}
