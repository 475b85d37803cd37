import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@/api/client';
import { NOTE_IMPORT_LIMITS, type NoteImportResult } from '@/api/schema';
import { NoteImportDialog } from '@/components/notes/NoteImportDialog';
import type { SendImport } from '@/components/notes/NoteImportDialog/NoteImportDialog';
import { DialogFrame } from '@stories/components/support/DialogFrame';
import * as looks from '@stories/components/support/looks';

const PREVIEW: NoteImportResult = {
  format: 'markdown',
  created: 3,
  duplicates: 1,
  skippedCount: 1,
  skipped: [{ name: 'scan.png', reason: 'unsupported_type' }],
  attachmentsKept: 0,
  titles: ['Lisbon trip', 'Groceries', 'Reading list'],
};
const UNSUPPORTED: ApiError = {
  status: 415,
  code: 'unsupported_media_type',
  message: 'This type of file cannot be imported.',
};
const SERVER_DOWN: ApiError = { status: 500, code: 'internal', message: 'Something went wrong' };
const markdown = (name = 'trip.md', text = '# Trip\n\nPack the passport.\n') =>
  new File([text], name, { type: 'text/markdown' });

const answering =
  (result: NoteImportResult): SendImport =>
  async (_files, onProgress) => {
    onProgress(1, 1);
    return result;
  };

const meta = {
  title: 'Components/Notes/NoteImportDialog',
  component: NoteImportDialog,
  args: {
    open: true,
    onClose: fn(),
    onPreview: fn(answering(PREVIEW)),
    onApply: fn(answering(PREVIEW)),
  },
} satisfies Meta<typeof NoteImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Import notes' });
const input = () => within(dialog()).getByTestId('note-import-input') as HTMLInputElement;

export const Playground: Story = {};

export const PreviewThenImport: Story = {
  play: async ({ args, step }) => {
    await step('the preview counts and names what the files add', async () => {
      await userEvent.upload(input(), [markdown(), markdown('groceries.md', 'Oat milk')]);
      const box = within(dialog());
      await expect(
        await box.findByText('3 notes to create, 1 imported before, 1 left out.'),
      ).toBeVisible();
      await expect(box.getByRole('list', { name: 'Notes to create' })).toHaveTextContent(
        'Lisbon tripGroceriesReading list',
      );
      await expect(box.getByRole('list', { name: 'Left out' })).toHaveTextContent(
        'scan.pngNot a kind of file notes are imported from',
      );
      await expect(args.onPreview).toHaveBeenCalledTimes(1);
      await expect(args.onApply).not.toHaveBeenCalled();
    });
    await step('importing sends the same files and says how many were created', async () => {
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Import 3 notes' }));
      await expect(await within(dialog()).findByText('3 notes imported.')).toBeVisible();
      const [files] = (args.onApply as ReturnType<typeof fn>).mock.calls[0] as [File[]];
      await expect(files.map((file) => file.name)).toEqual(['trip.md', 'groceries.md']);
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalled();
    });
  },
};

/** The upload in flight: how far it got, and no way to close the dialog half-way. */
export const Sending: Story = {
  args: {
    onPreview: fn<SendImport>((_files, onProgress) => {
      onProgress(40, 100);
      return new Promise(() => {});
    }),
  },
  play: async () => {
    await userEvent.upload(input(), markdown());
    const box = within(dialog());
    await expect(await box.findByText('Reading trip.md…')).toBeVisible();
    await expect(box.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(box.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const RefusedType: Story = {
  args: {
    onPreview: fn<SendImport>(async () => {
      throw UNSUPPORTED;
    }),
  },
  play: async () => {
    await userEvent.upload(input(), markdown('scan.pdf', '%PDF'));
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      /Notes are imported from Markdown or text files/,
    );
    await expect(within(dialog()).getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    onPreview: fn<SendImport>(async () => {
      throw SERVER_DOWN;
    }),
  },
  play: async () => {
    await userEvent.upload(input(), markdown());
    await expect(await within(dialog()).findByRole('alert')).toBeVisible();
  },
};

export const TooLarge: Story = {
  play: async ({ args }) => {
    const big = new File([new Uint8Array(NOTE_IMPORT_LIMITS.uploadBytes + 1)], 'export.zip');
    await userEvent.upload(input(), big);
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      /larger than 32 MB in all/,
    );
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

export const TooManyFiles: Story = {
  play: async ({ args }) => {
    const files = Array.from({ length: NOTE_IMPORT_LIMITS.uploadFiles + 1 }, (_, i) =>
      markdown(`note-${i}.md`, 'x'),
    );
    await userEvent.upload(input(), files);
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      /More than 1,000 files at once/,
    );
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

export const NothingNew: Story = {
  args: {
    onPreview: fn(
      answering({
        ...PREVIEW,
        created: 0,
        duplicates: 4,
        skippedCount: 0,
        skipped: [],
        titles: [],
      }),
    ),
  },
  play: async () => {
    await userEvent.upload(input(), markdown());
    const box = within(dialog());
    await expect(await box.findByText('Nothing new to import, 4 imported before.')).toBeVisible();
    await expect(box.getByRole('button', { name: 'Import 0 notes' })).toBeDisabled();
  },
};

const LONG =
  'A note whose title goes on and on about the plans for the summer holidays in Portugal';

/** Hundreds of notes: the first titles, then a count; long names stay on one line. */
export const ManyAndLong: Story = {
  args: {
    onPreview: fn(
      answering({
        format: 'enex',
        created: 240,
        duplicates: 0,
        skippedCount: 203,
        skipped: Array.from({ length: 200 }, (_, i) => ({
          name: `My notebook.enex / ${LONG} ${i}.pdf`,
          reason: 'attachment_not_kept' as const,
        })),
        attachmentsKept: 37,
        titles: Array.from({ length: 200 }, (_, i) => `${LONG} ${i}`),
      }),
    ),
  },
  play: async () => {
    await userEvent.upload(input(), markdown('My notebook.enex'));
    const box = within(dialog());
    const titles = await box.findByRole('list', { name: 'Notes to create' });
    await expect(titles).toHaveTextContent('and 232 more');
    await expect(box.getByText('37 attachments kept as files')).toBeVisible();
    await expect(box.getByRole('list', { name: 'Left out' })).toHaveTextContent('and 3 more');
  },
};

export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

const tile = (children: ReactNode) => (
  <DialogFrame width={640} height={520}>
    {children}
  </DialogFrame>
);

export const All: Story = {
  render: (args) => tile(<NoteImportDialog {...args} disablePortal />),
};
