import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LAYOUT } from '@/config';
import {
  LanguageSection,
  LayoutSection,
  NotificationSection,
  ThemeSection,
} from '@/layouts/MainLayout/Customizer/CustomizerSections';
import { searchHandlers } from '@stories/mocks/search';
import { ShellStory } from '@stories/layouts/support/ShellStory';
import { signedInState } from '@stories/layouts/support/storyUser';
import { wideViewport } from '@stories/layouts/support/viewports';
import { CustomizerPanelStory, CustomizerStory } from './CustomizerStory';
import { expectChange, openCustomizer, probe } from './previewProbes';

const meta = {
  title: 'Layouts/Customizer',
  component: CustomizerStory,
  args: { onClose: fn() },
  parameters: {
    layout: 'fullscreen',
    preloadedState: signedInState,
    msw: { handlers: [searchHandlers.success()] },
    ...wideViewport.parameters,
  },
  globals: wideViewport.globals,
} satisfies Meta<typeof CustomizerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The whole app behind the drawer is the live preview: each control changes it at once. */
export const EveryControlChangesThePreview: Story = {
  render: () => <ShellStory onSignOut={() => {}} initialPath="/digi_notebook" />,
  play: async ({ step }) => {
    const panel = within(await openCustomizer());
    await step('mini drawer', async () => {
      await userEvent.click(panel.getByRole('switch', { name: 'Mini drawer (icons only)' }));
      await waitFor(() => expect(probe.drawerWidth()).toBe(LAYOUT.miniDrawerWidth));
      await userEvent.click(panel.getByRole('switch', { name: 'Mini drawer (icons only)' }));
      await waitFor(() => expect(probe.drawerWidth()).toBe(LAYOUT.drawerWidth));
    });
    await step('menu layout', async () => {
      await userEvent.click(panel.getByRole('radio', { name: 'Horizontal' }));
      await waitFor(() => expect(probe.horizontalBar()).not.toBeNull());
      await userEvent.click(panel.getByRole('radio', { name: 'Vertical' }));
      await waitFor(() => expect(probe.horizontalBar()).toBeNull());
    });
    await step('boxed content', async () => {
      await expectChange(probe.contentMaxWidth, () =>
        userEvent.click(panel.getByRole('switch', { name: 'Boxed content' })),
      );
      await expect(probe.contentMaxWidth()).toBe('1200px');
    });
    await step('mode', async () => {
      await expectChange(probe.bodyBackground, () =>
        userEvent.click(panel.getByRole('radio', { name: 'Dark' })),
      );
      await expect(probe.bodyBackground()).toBe('rgb(16, 20, 28)');
    });
    await step('colour preset', async () => {
      await expectChange(probe.buttonBackground, () =>
        userEvent.click(panel.getByRole('radio', { name: 'Teal' })),
      );
    });
    await step('font', async () => {
      await expectChange(probe.bodyFont, () =>
        userEvent.click(panel.getByRole('radio', { name: 'Poppins' })),
      );
      await expect(probe.bodyFont()).toMatch(/Poppins/);
    });
    await step('corner radius', async () => {
      const slider = panel.getByRole('slider', { name: 'Corner radius' });
      const { after } = await expectChange(probe.buttonRadius, async () => {
        slider.focus();
        await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
      });
      await expect(slider).toHaveAttribute('aria-valuenow', '12');
      await expect(after).toBe('12px');
    });
    await step('filled inputs', async () => {
      await expectChange(probe.fieldBackground, () =>
        userEvent.click(panel.getByRole('switch', { name: 'Filled input background' })),
      );
    });
    await step('notifications shown at once', async () => {
      const slider = panel.getByRole('slider', { name: 'Notifications shown at once' });
      slider.focus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(slider).toHaveAttribute('aria-valuenow', '2');
      await userEvent.click(panel.getByRole('button', { name: 'Preview notifications' }));
      // Three are sent; the stack holds two.
      await waitFor(() => expect(probe.notifications()).toBe(2));
    });
    await step('text direction', async () => {
      await userEvent.click(panel.getByRole('radio', { name: 'Right to left' }));
      await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
      await userEvent.click(
        within(await openCustomizerIfClosed()).getByRole('radio', { name: 'Left to right' }),
      );
      await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    });
    await step('language', async () => {
      await userEvent.click(
        within(await openCustomizerIfClosed()).getByRole('radio', { name: 'Français' }),
      );
      await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
      await expect(
        await within(document.body).findByRole('dialog', { name: 'Apparence' }),
      ).toBeVisible();
    });
  },
};

async function openCustomizerIfClosed() {
  return within(document.body).queryByRole('dialog') ?? openCustomizer();
}

export const ResetRestoresDefaults: Story = {
  render: () => <ShellStory onSignOut={() => {}} initialPath="/" />,
  parameters: {
    settings: {
      menuOrientation: 'horizontal',
      miniDrawer: true,
      fontFamily: `'Inter', sans-serif`,
      borderRadius: 20,
      outlinedFilled: false,
      mode: 'dark',
      presetColor: 'theme3',
      i18n: 'en',
      themeDirection: 'rtl',
      container: true,
      snackbarMaxStack: 7,
    },
  },
  play: async ({ step }) => {
    const panel = within(await openCustomizer());
    await step('every control starts from the pinned, non-default values', async () => {
      await expect(panel.getByRole('radio', { name: 'Horizontal' })).toBeChecked();
      await expect(panel.getByRole('slider', { name: 'Corner radius' })).toHaveAttribute(
        'aria-valuenow',
        '20',
      );
      await expect(document.documentElement.dir).toBe('rtl');
    });
    await step('Reset puts every field back to its default', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Reset' }));
      await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
      await expect(panel.getByRole('radio', { name: 'Vertical' })).toBeChecked();
      await expect(
        panel.getByRole('switch', { name: 'Mini drawer (icons only)' }),
      ).not.toBeChecked();
      await expect(panel.getByRole('switch', { name: 'Boxed content' })).not.toBeChecked();
      await expect(panel.getByRole('radio', { name: 'Light' })).toBeChecked();
      await expect(panel.getByRole('radio', { name: 'Indigo' })).toBeChecked();
      await expect(panel.getByRole('radio', { name: 'Roboto' })).toBeChecked();
      await expect(panel.getByRole('slider', { name: 'Corner radius' })).toHaveAttribute(
        'aria-valuenow',
        '8',
      );
      await expect(panel.getByRole('switch', { name: 'Filled input background' })).toBeChecked();
      await expect(panel.getByRole('radio', { name: 'English' })).toBeChecked();
      await expect(panel.getByRole('radio', { name: 'Left to right' })).toBeChecked();
      await expect(
        panel.getByRole('slider', { name: 'Notifications shown at once' }),
      ).toHaveAttribute('aria-valuenow', '3');
      await waitFor(() => expect(probe.drawerWidth()).toBe(LAYOUT.drawerWidth));
      await expect(probe.bodyBackground()).toBe('rgb(246, 247, 251)');
    });
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      within(document.body).getByRole('button', { name: 'Close appearance settings' }),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const French: Story = { globals: { locale: 'fr' } };

/** Every control, in three parts side by side so the gallery fits one screen. */
export const All: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <CustomizerPanelStory {...args} sections={[LayoutSection]} />
      <CustomizerPanelStory {...args} sections={[ThemeSection]} />
      <CustomizerPanelStory {...args} sections={[LanguageSection, NotificationSection]} />
    </Box>
  ),
};
