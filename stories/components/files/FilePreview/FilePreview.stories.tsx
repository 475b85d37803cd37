import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilePreview, type FilePreviewProps } from '@/components/files/FilePreview';
import {
  budgetCsv,
  indexingFile,
  longNameFile,
  meetingNotes,
  reportPdf,
  scannedPdf,
} from '@stories/mocks/filesFixtures';
import {
  CITED_ON_PAGE_2,
  drawnPage,
  leasePdf,
  longTextBytes,
  markdownBytes,
  notAPdf,
} from './previewFixtures';

const LEASE = { ...reportPdf, name: 'Lease 2026.pdf', pages: 3 };
const NO_PLACE = { page: null, lines: null };

/** The preview with the page kept in state, as the page keeps it in the address. */
function Stateful(props: FilePreviewProps) {
  const [page, setPage] = useState(props.place.page);
  return (
    <FilePreview
      {...props}
      place={{ ...props.place, page }}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Files/FilePreview',
  component: FilePreview,
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <Box sx={{ maxInlineSize: 900 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    file: LEASE,
    content: { status: 'ready', bytes: leasePdf },
    place: { page: 2, lines: null },
    onPageChange: fn(),
    highlight: CITED_ON_PAGE_2,
  },
} satisfies Meta<typeof FilePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PdfAtCitedPage: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('opens at the page from the address, with the passage highlighted', async () => {
      const page = await drawnPage(canvasElement);
      await expect(page).toHaveAttribute('data-page', '2');
      await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
      const cited = page.querySelectorAll('[data-cited]');
      await expect(cited.length).toBeGreaterThan(0);
      await expect(cited[0]!.textContent).toContain('rent is due');
    });
    await step('the text layer carries the page text', async () => {
      await expect(canvas.getByRole('region', { name: 'Page 2' })).toHaveTextContent(
        'The deposit is two months of rent.',
      );
    });
    await step('next and previous pages', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(args.onPageChange).toHaveBeenCalledWith(3);
      await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
      await waitFor(
        () =>
          expect(canvas.getByRole('region', { name: 'Page 3' })).toHaveTextContent(
            '60 days of notice',
          ),
        { timeout: 10_000 },
      );
    });
    await step('zoom', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
      await expect(canvas.getByText('125%')).toBeVisible();
    });
  },
};

export const PageOutOfRange: Story = {
  args: { place: { page: 99, lines: null }, highlight: null },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Page 3 of 3', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const CitedLines: Story = {
  args: {
    file: meetingNotes,
    content: { status: 'ready', bytes: markdownBytes },
    place: { page: null, lines: { start: 10, end: 14 } },
    highlight: null,
  },
  play: async ({ canvasElement }) => {
    const cited = [...canvasElement.querySelectorAll<HTMLElement>('[data-cited]')];
    await expect(cited.map((line) => line.dataset.line)).toEqual(['10', '11', '12', '13', '14']);
    await expect(cited[0]).toHaveTextContent('Decision 1: move the launch to March.');
    const region = within(canvasElement).getByRole('region', {
      name: `Text of ${meetingNotes.name}`,
    });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const LongTextWindow: Story = {
  args: {
    file: { ...budgetCsv, name: 'server.log', kind: 'text' },
    content: { status: 'ready', bytes: longTextBytes },
    place: { page: null, lines: { start: 4200, end: 4201 } },
    highlight: null,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Showing lines 3,700–4,699 of 5,000/),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-line="4200"]')).toHaveAttribute(
      'data-cited',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { content: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: `Loading ${LEASE.name}` }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    content: {
      status: 'failed',
      error: { status: 404, code: 'not_found', message: 'File not found.' },
      retry: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not find what you were looking for.',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect((args.content as { retry: () => void }).retry).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Download' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const UnreadablePdf: Story = {
  args: { file: scannedPdf, content: { status: 'ready', bytes: notAPdf }, place: NO_PLACE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/no text to read/)).toBeVisible();
    await expect(
      await canvas.findByText(/This PDF could not be read/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      scannedPdf.name,
    );
  },
};

export const WordDocument: Story = {
  args: { file: indexingFile, content: { status: 'ready', bytes: markdownBytes }, place: NO_PLACE },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Word documents have no preview yet/),
    ).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    file: { ...longNameFile, kind: 'markdown' },
    content: { status: 'ready', bytes: markdownBytes },
    place: NO_PLACE,
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: {
    file: meetingNotes,
    content: { status: 'ready', bytes: markdownBytes },
    place: { page: null, lines: { start: 10, end: 14 } },
  },
};
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    file: meetingNotes,
    content: { status: 'ready', bytes: markdownBytes },
    place: { page: null, lines: { start: 2, end: 3 } },
  },
};

export const All: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 3 }}>
      <FilePreview
        file={meetingNotes}
        content={{ status: 'ready', bytes: markdownBytes }}
        place={{ page: null, lines: { start: 10, end: 14 } }}
        onPageChange={() => {}}
      />
      <FilePreview
        file={indexingFile}
        content={{ status: 'ready', bytes: markdownBytes }}
        place={NO_PLACE}
        onPageChange={() => {}}
      />
      <FilePreview
        file={LEASE}
        content={{
          status: 'failed',
          error: { status: 404, code: 'not_found', message: '' },
          retry: () => {},
        }}
        place={NO_PLACE}
        onPageChange={() => {}}
      />
    </Box>
  ),
};
