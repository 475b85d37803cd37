import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilePreview, type FilePreviewProps } from '@/components/files/FilePreview';
import { drawnScan, scannedPdfBytes } from '@stories/mocks/filesContent';
import { storedFile } from '@stories/mocks/filesFixtures';
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
  toBuffer,
} from './previewFixtures';

const LEASE = { ...reportPdf, name: 'Lease 2026.pdf', pages: 3 };
const NO_PLACE = { page: null, lines: null };
const SCANNED = storedFile(20, { name: 'Boiler service (scan).pdf', kind: 'pdf', pages: 1 });
const PHOTO = storedFile(21, { name: 'Whiteboard.png', kind: 'image', pages: 1 });
const TIFF = storedFile(22, { name: 'Fax.tiff', kind: 'image', pages: 1 });

// A page as a scanner gives it: only a picture, whose words OCR read with their boxes.
const SERVICE = 'The boiler is serviced every autumn.';
const scan = await drawnScan([
  'Boiler service record',
  `Last visit: October. ${SERVICE}`,
  'Pressure stays near 1.5 bar when cold.',
]);
const scanPdf = toBuffer(scannedPdfBytes(scan));
/** The cited passage as the server quotes it from OCR's text: the service sentence answers. */
const CITED_SCAN = {
  text: `Last visit: October. ${SERVICE}`,
  marks: [{ start: 21, end: 21 + SERVICE.length }],
};
// The TIFF signature and nothing the browser can draw.
const tiffBytes = toBuffer(new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0]));

/** The highlighted words of `canvasElement` once OCR's layer is there. */
const citedWords = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const cited = [...canvasElement.querySelectorAll('[data-testid="ocr-words"] [data-cited]')];
      if (cited.length === 0) throw new Error('no highlighted words yet');
      return cited.map((word) => word.textContent!.trim()).join(' ');
    },
    { timeout: 15_000 },
  );

/**
 * Resolves once every picture in `canvasElement` has loaded: an image has no height before, so a
 * screenshot taken earlier is shorter than the baseline (it took one tile instead of two).
 */
const imagesLoaded = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      for (const image of canvasElement.querySelectorAll('img'))
        if (!image.complete || image.naturalHeight === 0) throw new Error('an image is loading');
    },
    { timeout: 15_000 },
  );

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

/** A scanned page: OCR's words lie over the picture, the cited sentence highlighted. */
export const ScannedPageHighlighted: Story = {
  args: {
    file: SCANNED,
    content: { status: 'ready', bytes: scanPdf },
    place: { page: 1, lines: null },
    highlight: CITED_SCAN,
    ocrWords: scan.words,
  },
  play: async ({ canvasElement }) => {
    await drawnPage(canvasElement);
    await expect(await citedWords(canvasElement)).toBe(SERVICE);
    // The words can be read aloud and selected like a PDF's own text.
    await expect(within(canvasElement).getByTestId('ocr-words')).toHaveTextContent(
      /Pressure stays near 1\.5 bar/,
    );
  },
};

/** An uploaded image with the words OCR read on it, the cited sentence highlighted. */
export const ImageHighlighted: Story = {
  args: {
    file: PHOTO,
    content: { status: 'ready', bytes: toBuffer(scan.png) },
    place: { page: 1, lines: null },
    highlight: CITED_SCAN,
    ocrWords: scan.words,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: `Image ${PHOTO.name}` })).toBeVisible();
    await imagesLoaded(canvasElement);
    await expect(await citedWords(canvasElement)).toBe(SERVICE);
  },
};

/** OCR's words could not be fetched: the image still shows, and the reader is told why. */
export const ImageOcrFailed: Story = {
  args: { ...ImageHighlighted.args, ocrWords: null, ocrFailed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/The words read on this page could not be loaded/),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: `Image ${PHOTO.name}` })).toBeVisible();
  },
};

/** A TIFF the browser cannot draw: said plainly, the download still offered. */
export const ImageTheBrowserCannotShow: Story = {
  args: { file: TIFF, content: { status: 'ready', bytes: tiffBytes }, place: NO_PLACE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/This browser cannot show this image/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download' })).toBeVisible();
  },
};

export const ImageDark: Story = {
  ...ImageHighlighted,
  globals: { mode: 'dark' },
};

export const ImageRightToLeft: Story = {
  ...ImageHighlighted,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await citedWords(canvasElement)).toBe(SERVICE);
    // The boxes stand where the words are on the picture, not mirrored with the layout.
    const first = canvasElement.querySelector<HTMLElement>('[data-testid="ocr-words"] span')!;
    await expect(first.style.left).toMatch(/%$/);
    // Measured once the picture has its size: before it decodes, the image is 0 px wide.
    await waitFor(async () => {
      const image = canvasElement.querySelector('img')!.getBoundingClientRect();
      await expect(image.width).toBeGreaterThan(0);
      await expect(first.getBoundingClientRect().left - image.left).toBeLessThan(image.width / 2);
    });
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
      <FilePreview
        file={PHOTO}
        content={{ status: 'ready', bytes: toBuffer(scan.png) }}
        place={{ page: 1, lines: null }}
        onPageChange={() => {}}
        highlight={CITED_SCAN}
        ocrWords={scan.words}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(await citedWords(canvasElement)).toBe(SERVICE);
    await imagesLoaded(canvasElement);
  },
};
