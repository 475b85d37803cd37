import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  UploadProgress,
  type UploadItem,
  type UploadProgressProps,
} from '@/components/files/UploadProgress';
import { longNameFile } from '@stories/mocks/files';
import * as states from '@stories/components/support/stateStories';
import * as looks from '@stories/components/support/looks';

const MIB = 1024 * 1024;
const uploading: UploadItem = {
  id: 'u1',
  name: 'Annual report.pdf',
  size: 8 * MIB,
  sent: 3 * MIB,
  status: 'uploading',
};
const lostConnection: UploadItem = {
  id: 'u2',
  name: 'Notes from Lisbon.md',
  size: 40_000,
  sent: 12_000,
  status: 'failed',
  refusal: 'failed',
};
const unsupported: UploadItem = {
  id: 'u3',
  name: 'holiday.gif',
  size: 900_000,
  sent: 900_000,
  status: 'failed',
  refusal: 'unsupported',
};
const overQuota: UploadItem = { ...unsupported, id: 'u4', name: 'backup.csv', refusal: 'quota' };
const cancelled: UploadItem = { ...uploading, id: 'u5', name: 'draft.docx', status: 'cancelled' };

const meta = {
  title: 'Components/Files/UploadProgress',
  component: UploadProgress,
  decorators: [states.narrowUnlessAll(420)],
  args: {
    uploads: [uploading, lostConnection, unsupported],
    onCancel: fn(),
    onRetry: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Uploading: Story = {
  args: { uploads: [uploading] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Annual report.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '38');
    await expect(canvas.getByText('3 MB of 8 MB')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel the upload of Annual report.pdf' }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith('u1');
  },
};

export const FailedWithRetry: Story = {
  args: { uploads: [lostConnection] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The upload failed.');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retry the upload of Notes from Lisbon.md' }),
    );
    await expect(args.onRetry).toHaveBeenCalledWith('u2');
  },
};

export const RefusedByTheServer: Story = {
  args: { uploads: [unsupported, overQuota] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('This type of file is not supported.');
    await expect(alerts[1]).toHaveTextContent('past your storage quota');
    // Sending the same bytes again would be refused again: no retry, only dismiss.
    await expect(canvas.queryByRole('button', { name: /Retry/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss holiday.gif' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('u3');
  },
};

export const Cancelled: Story = { args: { uploads: [cancelled] } };

export const Empty: Story = {
  args: { uploads: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const LongName: Story = {
  args: { uploads: [{ ...uploading, name: longNameFile.name }] },
};

// Defined here, not re-exported: Storybook and its test plugin index a file's own stories only.
export const Dark = looks.Dark;
export const RightToLeft = looks.RightToLeft;
export const French = looks.French;
export const Romanian = looks.Romanian;
export const Chinese = looks.Chinese;

const variants: states.Variant<UploadProgressProps>[] = [
  { label: 'every state', props: { uploads: [uploading, lostConnection, unsupported, cancelled] } },
  {
    label: 'long name',
    props: { uploads: [{ ...uploading, name: longNameFile.name }, overQuota] },
  },
];

export const All: Story = states.allVariants(UploadProgress, variants, 2);
