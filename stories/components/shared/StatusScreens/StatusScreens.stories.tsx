import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusScreen } from '@/components/shared/StatusScreens';

const meta = {
  title: 'Components/Shared/StatusScreens',
  component: StatusScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    mark: '404',
    title: <FormattedMessage id="notFound.title" />,
    description: <FormattedMessage id="notFound.description" />,
  },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This page does not exist',
    );
    await expect(canvas.getByText('404')).toBeVisible();
  },
};

const retry = fn();

export const WithAction: Story = {
  args: {
    mark: '500',
    title: <FormattedMessage id="serverError.title" />,
    description: <FormattedMessage id="serverError.description" />,
    children: (
      <Button variant="contained" onClick={retry}>
        <FormattedMessage id="serverError.retry" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    retry.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const Embedded: Story = {
  args: {
    variant: 'embedded',
    headingLevel: 'h2',
    mark: <RocketLaunchOutlined fontSize="large" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    variant: 'embedded',
    headingLevel: 'h2',
    title: 'A very long title that has to wrap over several lines without pushing the mark away',
    description:
      'A long description, as a translation might produce: it keeps its measure, stays centred and never overflows the panel it sits in, whatever the language.',
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const All: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
      <StatusScreen
        variant="embedded"
        headingLevel="h2"
        mark="404"
        title={<FormattedMessage id="notFound.title" />}
        description={<FormattedMessage id="notFound.description" />}
      />
      <StatusScreen
        variant="embedded"
        headingLevel="h2"
        mark={<RocketLaunchOutlined fontSize="large" />}
        title={<FormattedMessage id="serverError.title" />}
        description={<FormattedMessage id="serverError.description" />}
      >
        <Button variant="contained">
          <FormattedMessage id="serverError.retry" />
        </Button>
      </StatusScreen>
    </Box>
  ),
};
