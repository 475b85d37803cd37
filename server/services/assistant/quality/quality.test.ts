import { beforeAll, describe, expect, it } from 'vitest';
import { notesTestServer } from '../../../test/notes.ts';
import { askQualitySet } from './askQualitySet.ts';
import type { QualityFigures } from './measureQuality.ts';
import { qualityFiles } from './qualityFiles.ts';
import { QUALITY_QUESTIONS } from './qualityQuestions.ts';

const { server, signUp } = notesTestServer();
let figures: QualityFigures;

beforeAll(async () => {
  figures = await askQualitySet(server, await signUp('quality'));
}, 120_000);

describe('the assistant quality set', () => {
  it('holds at least 60 questions over 12 files: a third in other words, a sixth with no answer', async () => {
    const count = (kind: string) => QUALITY_QUESTIONS.filter((q) => q.kind === kind).length;
    expect(QUALITY_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect((await qualityFiles()).length).toBeGreaterThanOrEqual(12);
    expect(count('other') * 3).toBeGreaterThanOrEqual(QUALITY_QUESTIONS.length);
    expect(count('none') * 6).toBeGreaterThanOrEqual(QUALITY_QUESTIONS.length);
  });

  it('finds first the passage of questions that share the file’s words', () => {
    expect(figures.byKind.words.recallAt1).toBe(1);
  });

  // Even "When does the train to Lisbon leave?", whose words but "train" the flight's passage
  // holds: a word no file holds weighs as the rarest they hold (docs/assistant.md "Retrieval").
  it('says nothing was found for every question with no answer', () => {
    expect(figures.nothingFoundRecall).toBe(1);
  });

  it('cites the passages that answer, 1.5 at most on average, never the injection file', () => {
    expect(figures.citationsPerAnswer).toBeLessThanOrEqual(1.5);
    expect(figures.injectionCited).toBe(0);
  });
});
