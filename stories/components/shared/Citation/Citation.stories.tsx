import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Citation, type CitationSource } from '@/components/shared/Citation';
import { withMemoryRouter } from '@stories/pages/auth/support/withMemoryRouter';

const FILE_ID = '7d3c9a52-5d0e-4c43-9d52-2f1f0d6f7a11';
const NOTE_ID = '0b6f2d1e-8a4c-4f5b-9b1a-3c2d4e5f6a7b';
const EVENT_ID = '5e2b8c4d-1f3a-4b6c-8d7e-9f0a1b2c3d4e';

const PDF_PAGE: CitationSource = { kind: 'file', id: FILE_ID, name: 'Lease 2026.pdf', page: 2 };
const TEXT_LINES: CitationSource = {
  kind: 'file',
  id: FILE_ID,
  name: 'packing-list.md',
  lines: { start: 10, end: 14 },
};
const ONE_LINE: CitationSource = { ...TEXT_LINES, lines: { start: 7, end: 7 } };
const NOTE: CitationSource = { kind: 'note', id: NOTE_ID, title: 'Boiler service' };
const UNTITLED_NOTE: CitationSource = { kind: 'note', id: NOTE_ID, title: '  ' };
const EVENT: CitationSource = {
  kind: 'event',
  id: EVENT_ID,
  title: 'Dentist',
  calendar: 'ana',
  start: '2026-12-03',
  allDay: true,
};
const LONG_NAME: CitationSource = {
  kind: 'file',
  id: FILE_ID,
  name: 'Quarterly review of every household contract, insurance policy and warranty, final version (3).pdf',
  page: 12,
};
const ARABIC: CitationSource = { kind: 'file', id: FILE_ID, name: 'عقد الإيجار.pdf', page: 3 };

const meta = {
  title: 'Components/Shared/Citation',
  component: Citation,
  decorators: [withMemoryRouter],
  args: { n: 1, source: PDF_PAGE },
} satisfies Meta<typeof Citation>;
export default meta;
type Story = StoryObj<typeof meta>;

const link = (canvasElement: HTMLElement) => within(canvasElement).getByRole('link');

export const Playground: Story = {};

export const FilePage: Story = {
  play: async ({ canvasElement, step }) => {
    const chip = link(canvasElement);
    await step('names the source, its kind and its page', async () => {
      await expect(chip).toHaveAccessibleName('Source 1: Lease 2026.pdf, p. 2 (file)');
      await expect(chip).toHaveTextContent('1 Lease 2026.pdf p. 2');
    });
    await step('links to the page of the file', async () => {
      await expect(chip).toHaveAttribute('href', `/file_assistant?file=${FILE_ID}&page=2`);
    });
    await step('is reached with the keyboard', async () => {
      await userEvent.tab();
      await expect(chip).toHaveFocus();
    });
  },
};

export const FileLines: Story = {
  args: { n: 2, source: TEXT_LINES },
  play: async ({ canvasElement }) => {
    const chip = link(canvasElement);
    await expect(chip).toHaveAccessibleName('Source 2: packing-list.md, lines 10–14 (file)');
    await expect(chip).toHaveAttribute('href', `/file_assistant?file=${FILE_ID}&lines=10-14`);
  },
};

export const FileOneLine: Story = {
  args: { n: 3, source: ONE_LINE },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveAccessibleName(
      'Source 3: packing-list.md, line 7 (file)',
    );
  },
};

export const Note: Story = {
  args: { n: 4, source: NOTE },
  play: async ({ canvasElement }) => {
    const chip = link(canvasElement);
    await expect(chip).toHaveAccessibleName('Source 4: Boiler service (note)');
    await expect(chip).toHaveAttribute('href', `/digi_notebook?note=${NOTE_ID}`);
  },
};

export const UntitledNote: Story = {
  args: { n: 1, source: UNTITLED_NOTE },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveTextContent('Untitled note');
  },
};

export const Event: Story = {
  args: { n: 5, source: EVENT },
  play: async ({ canvasElement }) => {
    const chip = link(canvasElement);
    await expect(chip).toHaveAccessibleName('Source 5: Dentist, Dec 3, 2026 (event)');
    await expect(chip).toHaveAttribute('href', `/calendar/ana?event=${EVENT_ID}`);
  },
};

export const Active: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveAttribute('aria-current', 'location');
  },
};

export const Marker: Story = {
  args: { variant: 'marker', n: 2, source: TEXT_LINES },
  render: (args) => (
    <Typography variant="body2">
      Pack the telescope and the spare batteries
      <Citation {...args} />.
    </Typography>
  ),
  play: async ({ canvasElement, step }) => {
    const marker = link(canvasElement);
    await step('reads as a bracketed number with the whole source as its name', async () => {
      await expect(marker).toHaveTextContent('[2]');
      await expect(marker).toHaveAccessibleName('Source 2: packing-list.md, lines 10–14 (file)');
    });
    await step('shows the source on focus', async () => {
      await userEvent.tab();
      await expect(marker).toHaveFocus();
      await waitFor(() =>
        expect(within(document.body).getByRole('tooltip')).toHaveTextContent('packing-list.md'),
      );
    });
  },
};

export const LongName: Story = {
  args: { source: LONG_NAME, maxWidth: 280 },
  play: async ({ canvasElement, step }) => {
    const chip = link(canvasElement);
    const name = within(chip).getByText(/^Quarterly review/);
    await step('cuts the name but keeps the number and the page', async () => {
      await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
      await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
      await expect(within(chip).getByText('p. 12')).toBeVisible();
    });
    await step('keeps the whole name for screen readers and in the tooltip', async () => {
      await expect(chip).toHaveAccessibleName(`Source 1: ${LONG_NAME.name}, p. 12 (file)`);
      await userEvent.hover(chip);
      await waitFor(() =>
        expect(within(document.body).getByRole('tooltip')).toHaveTextContent(LONG_NAME.name),
      );
    });
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { source: ARABIC },
  parameters: {
    // axe's icon-ligature guess takes joined Arabic letters for an icon font and leaves the name
    // out of the "visible text", then finds it missing from the (identical) accessible name.
    a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: false }] } },
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { active: true } };

const ALL: CitationSource[] = [
  PDF_PAGE,
  TEXT_LINES,
  ONE_LINE,
  NOTE,
  UNTITLED_NOTE,
  EVENT,
  LONG_NAME,
  ARABIC,
];

export const All: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 2, maxInlineSize: 560 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ALL.map((source, index) => (
          <Citation key={index} n={index + 1} source={source} active={index === 0} maxWidth={260} />
        ))}
      </Box>
      <Typography variant="body2">
        The deposit is two months of rent
        <Citation variant="marker" n={1} source={PDF_PAGE} /> and the boiler is serviced every
        autumn
        <Citation variant="marker" n={4} source={NOTE} />.
      </Typography>
    </Box>
  ),
};
