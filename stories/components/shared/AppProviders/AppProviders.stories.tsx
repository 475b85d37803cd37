import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppProviders } from '@/components/shared/AppProviders';
import { ThemeSampler } from './ThemeSampler';

// The decorator already wraps every story in AppProviders; these stories show what it provides.
const meta = {
  title: 'Components/Shared/AppProviders',
  component: ThemeSampler,
  parameters: {
    docs: {
      description: {
        component: `\`${AppProviders.name}\` supplies store, intl, theme, rtl cache and notifications to the app and to every story.`,
      },
    },
  },
} satisfies Meta<typeof ThemeSampler>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('messages come from the locale bundle', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Quire/);
    });
    await step('<html> carries the direction and language', async () => {
      await expect(document.documentElement.dir).toBe('ltr');
      await expect(document.documentElement.lang).toBe('en');
    });
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl');
    const button = within(canvasElement).getByRole('button', { name: 'Save note' });
    // The rtl emotion cache mirrors layout: the first button sits at the right edge of its row.
    const row = button.parentElement!;
    await expect(button.getBoundingClientRect().right).toBeCloseTo(
      row.getBoundingClientRect().right,
      0,
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enregistrer la note')).toBeVisible();
    await expect(document.documentElement.lang).toBe('fr');
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

export const PoppinsFilledOff: Story = {
  parameters: {
    settings: { fontFamily: `'Poppins', sans-serif`, outlinedFilled: false, borderRadius: 20 },
  },
};

export const All: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(560px, 1fr))',
      }}
    >
      <ThemeSampler />
    </div>
  ),
};
