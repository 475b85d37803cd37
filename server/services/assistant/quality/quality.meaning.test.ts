import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModel } from '../../../test/fakeModel.ts';
import { notesTestServer } from '../../../test/notes.ts';
import { askQualitySet } from './askQualitySet.ts';
import type { QualityFigures } from './measureQuality.ts';

// The fake embedder knows the meanings the questions in other words need (test/fakeEmbedder.ts):
// this measures that vectors reach the ranking and that the relevance cut still holds.
const model = await startFakeModel();
afterAll(() => model.stop());
const { server, signUp } = notesTestServer({
  config: {
    assistantEmbeddings: { url: model.url, model: 'fake-embed', key: '', timeoutMs: 5000 },
  },
});
let figures: QualityFigures;

beforeAll(async () => {
  figures = await askQualitySet(server, await signUp('meaning'));
}, 120_000);

describe('the assistant quality set with an embeddings model', () => {
  it('finds within the first three the passage of nine in ten questions in other words', () => {
    expect(figures.byKind.other.recallAt3).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps first the passage of questions that share the file’s words', () => {
    expect(figures.byKind.words.recallAt1).toBeGreaterThanOrEqual(0.9);
  });

  // Meaning brings near what is near: "the train to Lisbon" finds the flight there, "the car
  // service" the car's insurance, as a real model's vectors would.
  it('still says nothing was found for more than eight in ten questions with no answer', () => {
    expect(figures.nothingFoundRecall).toBeGreaterThanOrEqual(0.85);
    expect(figures.injectionCited).toBe(0);
  });
});
