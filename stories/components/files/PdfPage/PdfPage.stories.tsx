import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, passthrough } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { PdfPage, usePdfDocument } from '@/components/files/PdfPage';
import type { CitedPassage } from '@/components/shared/Citation';
import {
  CITED_ON_PAGE_2,
  drawnPage,
  leasePdf,
} from '@stories/components/files/FilePreview/previewFixtures';

interface LoadedPageProps {
  pageNumber: number;
  scale: number;
  highlight?: CitedPassage | null;
}

/** PdfPage takes an open document; the story opens the hand-written lease PDF first. */
function LoadedPage(props: LoadedPageProps) {
  const pdf = usePdfDocument(leasePdf);
  return pdf.status === 'ready' ? <PdfPage document={pdf.document} {...props} /> : null;
}

const meta = {
  title: 'Components/Files/PdfPage',
  component: LoadedPage,
  args: { pageNumber: 2, scale: 0.75, highlight: CITED_ON_PAGE_2 },
} satisfies Meta<typeof LoadedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Highlighted: Story = {
  play: async ({ canvasElement }) => {
    const page = await drawnPage(canvasElement);
    // Only the sentence that answers: not the heading nor the deposit, though the passage holds them.
    const cited = [...page.querySelectorAll('[data-cited]')].map((span) => span.textContent);
    await expect(cited.join('')).toBe('The rent is due on the first day of each month.');
    await expect(within(page).getByText('The deposit is two months of rent.')).not.toHaveAttribute(
      'data-cited',
    );
    await expect(within(page).getByText('Rent and deposit')).not.toHaveAttribute('data-cited');
    await expect(page).not.toHaveAttribute('aria-busy', 'true');
  },
};

const fontRequests: string[] = [];

/**
 * The lease PDF names Helvetica without embedding it: pdf.js must fetch its metric-compatible
 * replacement from our origin (not draw with a system font of other widths, nor go elsewhere).
 */
export const StandardFontData: Story = {
  args: { highlight: null },
  parameters: {
    msw: {
      handlers: [
        http.get('*/pdfjs/standard_fonts/*', ({ request }) => {
          fontRequests.push(request.url);
          return passthrough();
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await drawnPage(canvasElement);
    await waitFor(() => expect(fontRequests.length).toBeGreaterThan(0));
    // Fetched again here to see our origin serve it (this fetch is recorded too, hence the copy).
    for (const address of [...fontRequests]) {
      const url = new URL(address);
      await expect(url.origin).toBe(window.location.origin);
      const response = await fetch(url);
      await expect(response.ok).toBe(true);
    }
  },
};

export const Zoomed: Story = {
  args: { scale: 1.5, highlight: null },
  play: async ({ canvasElement }) => {
    const page = await drawnPage(canvasElement);
    // A4 is 595 × 842 points; at 150 % the page is 1.5 times that in CSS pixels.
    await expect(Math.round(page.getBoundingClientRect().width)).toBe(Math.round(595 * 1.5));
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const All: Story = {
  // The screenshot waits for both pages to be drawn. The first story of a run to draw starts
  // pdf.js's worker cold; with a full run's three streams on two cores that took over 10 s twice.
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-drawn="true"]')).toHaveLength(2),
      { timeout: 30_000 },
    );
  },
  render: () => (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <LoadedPage pageNumber={1} scale={0.5} />
      <LoadedPage pageNumber={2} scale={0.5} highlight={CITED_ON_PAGE_2} />
    </Box>
  ),
};
