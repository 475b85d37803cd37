import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Answer as AnswerBody } from '@/api/schema';
import { Answer } from '@/components/files/Answer';
import type { AskTurn } from '@/hooks/askSession/useAskSession';
import { assistantPassages } from '@stories/mocks/assistantFixtures';
import { citePassages } from '@stories/mocks/assistantRetrieval';
import { turnAfter } from '@stories/mocks/assistantTurns';
import { answerColumn } from './answerColumn';

const QUESTION = 'How did revenue grow?';
// Three sources whatever the ranking keeps: the answer below cites all three.
const citations = citePassages(assistantPassages.slice(0, 3), 'revenue grew budget');
const GENERATED_TEXT =
  'Revenue grew in every region this quarter, fastest in the north [1]. Ana owns the revenue forecast [3], and travel spending stayed under budget [2].';

const done = (answer: Partial<AnswerBody>): AskTurn =>
  turnAfter(QUESTION, [
    { type: 'citations', citations },
    {
      type: 'done',
      answer: { mode: 'quotes', text: '', citations, notice: null, ...answer },
    },
  ]);

const TURNS = {
  quotes: done({}),
  generated: done({ mode: 'generated', text: GENERATED_TEXT }),
  extract: done({ mode: 'extract', text: 'Revenue grew in every region this quarter. [1]' }),
  modelFailed: done({ notice: 'model_failed' }),
  modelTimeout: done({ notice: 'model_timeout' }),
  searching: turnAfter(QUESTION, []),
  streaming: turnAfter(QUESTION, [
    { type: 'citations', citations },
    { type: 'delta', text: 'Revenue grew in every region this quarter [1]. Ana owns ' },
  ]),
  nothing: turnAfter('Where is the spare key?', [
    { type: 'citations', citations: [] },
    { type: 'done', answer: { mode: 'quotes', text: '', citations: [], notice: null } },
  ]),
  stopped: {
    ...turnAfter(QUESTION, [
      { type: 'citations', citations },
      { type: 'delta', text: 'Revenue grew in every region [1], and' },
    ]),
    status: 'stopped',
  },
  failed: {
    ...turnAfter(QUESTION, []),
    status: 'failed',
    error: { status: 500, code: 'internal', message: 'boom' },
  },
  longText: done({
    mode: 'generated',
    text: `${'The lease runs for twelve months and renews unless either side gives notice in writing. '.repeat(8)}[1]\n\nA second paragraph cites the notes [3] and a number no source has [9].`,
  }),
} satisfies Record<string, AskTurn>;

const meta = {
  title: 'Components/Files/Answer',
  component: Answer,
  decorators: answerColumn,
  args: { turn: TURNS.quotes },
} satisfies Meta<typeof Answer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Quotes: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('labels the passages as quotes from the files', async () => {
      await expect(canvas.getByRole('heading', { name: 'Quotes from your files' })).toBeVisible();
      await expect(canvasElement.querySelectorAll('blockquote')).toHaveLength(citations.length);
    });
    await step('marks the sentences that match', async () => {
      const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
      await expect(marks).toContain('Revenue grew in every region this quarter.');
    });
    await step('cites each passage with a link to its place', async () => {
      const first = canvas.getByRole('link', {
        name: /^Source 1: Quarterly report 2026\.pdf, p\. 2/,
      });
      await expect(first.getAttribute('href')).toMatch(/[?&]page=2$/);
    });
  },
};

export const Generated: Story = {
  args: { turn: TURNS.generated },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Quotes from your files' })).toBeNull();
    const markers = canvas
      .getAllByRole('link', { name: /^Source \d/ })
      .filter((link) => link.textContent?.startsWith('['));
    await expect(markers.map((link) => link.textContent)).toEqual(['[1]', '[3]', '[2]']);
    await expect(canvas.getByRole('heading', { name: 'Sources' })).toBeVisible();
  },
};

/** No model: the best sentence answers first, quoted with its source, the passages below. */
export const Extract: Story = {
  args: { turn: TURNS.extract },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answer = canvas.getByText(/^Revenue grew in every region this quarter\.\s*$/, {
      selector: 'p',
    });
    const quotes = canvas.getByRole('heading', { name: 'Quotes from your files' });
    await expect(
      answer.compareDocumentPosition(quotes) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(within(answer).getByRole('link', { name: /^Source 1: / })).toHaveTextContent(
      '[1]',
    );
    await expect(canvasElement.querySelectorAll('blockquote')).toHaveLength(citations.length);
  },
};

export const Searching: Story = {
  args: { turn: TURNS.searching },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Looking through your files…');
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

export const Streaming: Story = {
  args: { turn: TURNS.streaming },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Writing the answer…');
    await expect(canvas.getByTestId('answer-caret')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NothingFound: Story = {
  args: { turn: TURNS.nothing },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Nothing in your files answers this/),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const ModelFailed: Story = {
  args: { turn: TURNS.modelFailed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/could not write an answer/);
    await expect(canvas.getByRole('heading', { name: 'Quotes from your files' })).toBeVisible();
  },
};

export const ModelTimeout: Story = {
  args: { turn: TURNS.modelTimeout },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/took too long/);
  },
};

export const Stopped: Story = {
  args: { turn: TURNS.stopped },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('answer-caret')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Revenue grew in every region');
  },
};

export const Failed: Story = {
  args: { turn: TURNS.failed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/./);
  },
};

export const LongText: Story = {
  args: { turn: TURNS.longText },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('a number no source has [9]');
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { turn: TURNS.generated } };
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { turn: TURNS.generated },
};
const ARABIC_TEXT =
  'يبقى ضغط المرجل بين 1.0 و 1.5 بار [1]. راجع دليل Vaillant ecoTEC قبل الصيانة [2].';

/** The direction the first paragraph of the answer reads in, as the browser lays it out. */
const answerDirection = (canvasElement: HTMLElement, start: RegExp) =>
  getComputedStyle(within(canvasElement).getByText(start, { selector: 'p' })).direction;

/** An Arabic answer on an English page reads right to left, its Latin words and numbers kept. */
export const ArabicAnswerOnEnglishPage: Story = {
  args: { turn: done({ mode: 'generated', text: ARABIC_TEXT }) },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir || 'ltr').toBe('ltr');
    await expect(answerDirection(canvasElement, /^يبقى ضغط المرجل/)).toBe('rtl');
  },
};

/** An English answer with an Arabic name in it, on a right-to-left page, reads left to right. */
export const EnglishAnswerOnRightToLeftPage: Story = {
  globals: { direction: 'rtl' },
  args: {
    turn: done({
      mode: 'generated',
      text: 'Revenue grew in every region [1]; the north office (مكتب الشمال) led it [2].',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(answerDirection(canvasElement, /^Revenue grew in every region/)).toBe('ltr');
  },
};

export const Chinese: Story = { globals: { locale: 'zh' }, args: { turn: TURNS.modelTimeout } };

export const All: Story = {
  render: () => (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))', gap: 2 }}
    >
      {(
        [
          'quotes',
          'extract',
          'generated',
          'streaming',
          'nothing',
          'modelFailed',
          'stopped',
          'failed',
        ] as const
      ).map((name) => (
        <Paper key={name} variant="outlined" sx={{ p: 2 }}>
          <Answer turn={TURNS[name]} />
        </Paper>
      ))}
    </Box>
  ),
};
