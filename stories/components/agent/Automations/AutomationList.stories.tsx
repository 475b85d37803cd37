import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AUTOMATION_RUN_STATUSES } from '@/api/schema/automations';
import { AutomationList, type AutomationListProps } from '@/components/agent/Automations';
import { wrongServices } from '@stories/mocks/apiErrors';
import { automation, sampleAutomations } from '@stories/mocks/automationFixtures';
import * as states from '@stories/components/support/stateStories';

const three = sampleAutomations();
const eachStatus = [
  automation(10, 'Never run yet'),
  ...AUTOMATION_RUN_STATUSES.map((status, i) =>
    automation(11 + i, `A run that ended ${status}`, { lastStatus: status }),
  ),
];
const many = Array.from({ length: 20 }, (_, i) => automation(30 + i, `Daily task ${i + 1}`));
const long = automation(
  60,
  `Read my notes about the house renovation ${'and tell me what is still open, '.repeat(12)}`,
  { weekdays: true, lastStatus: 'done' },
);

const meta = {
  title: 'Components/Agent/AutomationList',
  component: AutomationList,
  decorators: [states.narrowUnlessAll(640)],
  args: {
    automations: three,
    status: 'ready',
    timeZone: 'Europe/Bucharest',
    onNew: fn(),
    onAction: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AutomationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuOf = async (canvasElement: HTMLElement, prompt: string, item: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Actions for “${prompt}”` }));
  await userEvent.click(
    await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: item }),
  );
};

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const [weekday, , paused] = three;
    await step('each says its repeat in words and its next run in the user’s zone', async () => {
      await expect(
        canvas.getByText(
          'Every week on Monday, Tuesday, Wednesday, Thursday, and Friday at 8:00 AM',
        ),
      ).toBeVisible();
      await expect(canvas.getAllByText('Next run: Nov 29, 2026, 8:00 AM')).toHaveLength(2);
      await expect(canvas.getByText('Last run failed')).toBeVisible();
    });
    await step('a paused one says so and offers Resume', async () => {
      await expect(canvas.getAllByText('Paused')).toHaveLength(2);
      await menuOf(canvasElement, paused!.prompt, 'Resume');
      await expect(args.onAction).toHaveBeenLastCalledWith(
        'resume',
        expect.objectContaining({ id: paused!.id }),
      );
    });
    await step('pause, run now, delete, edit and open reach the page', async () => {
      for (const [item, action] of [
        ['Pause', 'pause'],
        ['Run now', 'run'],
        ['Delete', 'delete'],
        ['Edit', 'edit'],
        ['Open its conversation', 'open'],
      ] as const) {
        await menuOf(canvasElement, weekday!.prompt, item);
        await expect(args.onAction).toHaveBeenLastCalledWith(
          action,
          expect.objectContaining({ id: weekday!.id }),
        );
      }
    });
    await step('New opens the form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'New automation' }));
      await expect(args.onNew).toHaveBeenCalledOnce();
    });
  },
};

export const Empty: Story = {
  args: { automations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No automations yet' })).toBeVisible();
    await expect(canvas.getByText(/type \/every in a conversation/)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { status: 'loading', automations: [] },
  play: states.showsLoading('Loading your automations'),
};
export const Slow: Story = {
  args: { status: 'loading', automations: [], slowThresholdMs: 0 },
  play: states.showsLoading('Loading your automations', { slow: true }),
};
export const Error: Story = {
  args: { status: 'error', automations: [], error: wrongServices },
  play: states.failsWithRetry(
    'Your automations could not be loaded.',
    'We cannot reach Quire right now.',
  ),
};
export const EachStatus: Story = {
  args: { automations: eachStatus },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [
      'Not run yet',
      'Running now',
      'Last run done',
      'Last run failed',
      'Last run stopped',
      'Last run missed (the server was down)',
      'Last run skipped',
    ])
      await expect(canvas.getByText(label)).toBeVisible();
  },
};
export const Paused: Story = {
  args: { automations: [automation(70, 'Remind me what bills are due', { paused: true })] },
};
export const CapReached: Story = {
  args: { automations: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/You have 20 automations, as many as you can keep/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New automation' })).toBeDisabled();
  },
};
export const LongText: Story = { args: { automations: [long, ...three] } };
export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const French: Story = { globals: { locale: 'fr' } };
export const Romanian: Story = { globals: { locale: 'ro' } };
export const Chinese: Story = { globals: { locale: 'zh' } };

export const All: Story = states.allVariants<AutomationListProps>(
  AutomationList,
  [
    { label: 'ready', props: { automations: [long, ...eachStatus.slice(0, 3), three[2]!] } },
    {
      label: 'loading',
      props: { status: 'loading', automations: [], slowThresholdMs: states.NEVER_SLOW },
    },
    { label: 'error', props: { status: 'error', automations: [] } },
    { label: 'empty', props: { automations: [] } },
  ],
  2,
);
