import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failOnConsoleErrors } from '#storybook/consoleErrors';

/** Renders a list without keys: React's own warning goes through console.error. */
function UnkeyedList() {
  return (
    <ul>
      {['Milk', 'Bread'].map((item) => (
        // No key on purpose: the warning is what this story is about.
        <li>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Proves the story tests' console-error rule (.storybook/consoleErrors.ts) both ways; a test, not a
 * catalogue entry, so it stays out of the sidebar and the docs.
 */
const meta = {
  title: 'Storybook/Console errors',
  component: UnkeyedList,
  tags: ['!dev', '!autodocs'],
} satisfies Meta<typeof UnkeyedList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The declared React warning is logged, so the story's own check passes after the play. */
export const DeclaredErrorIsLogged: Story = {
  parameters: { expectedConsoleErrors: [/unique "key" prop/] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** React warns about a missing key once per page, so the stories below render nothing of it. */
const quiet = () => <p>Nothing logged while rendering</p>;

export const UndeclaredErrorFails: Story = {
  render: quiet,
  play: async () => {
    console.error('Nothing declared %s', 'this failure');
    await expect(() => failOnConsoleErrors()).toThrow(
      /console\.error: Nothing declared this failure/,
    );
  },
};

export const DeclaredButMissingErrorFails: Story = {
  render: quiet,
  play: async () => {
    await expect(() => failOnConsoleErrors({ expectedConsoleErrors: [/never logged/] })).toThrow(
      /expectedConsoleErrors \/never logged\/ was never logged/,
    );
  },
};
