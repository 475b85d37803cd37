import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { NoteFilter } from '@/api/schema';
import type { NotesView } from '@/components/notes/NoteCard';
import { NotesFilters, type NotesFiltersProps } from '@/components/notes/NotesFilters';

const tags = [
  { tag: 'books', count: 1 },
  { tag: 'home', count: 2 },
  { tag: 'work', count: 1 },
];

/** Keeps the filters' state like the page does, reporting every change to the spies. */
function Controlled(props: NotesFiltersProps) {
  const [filter, setFilter] = useState<NoteFilter>(props.filter);
  const [tag, setTag] = useState(props.tag);
  const [query, setQuery] = useState(props.query);
  const [view, setView] = useState<NotesView>(props.view);
  return (
    <NotesFilters
      {...props}
      filter={filter}
      onFilterChange={(next) => (setFilter(next), props.onFilterChange(next))}
      tag={tag}
      onTagChange={(next) => (setTag(next), props.onTagChange(next))}
      query={query}
      onQueryChange={(next) => (setQuery(next), props.onQueryChange(next))}
      view={view}
      onViewChange={(next) => (setView(next), props.onViewChange(next))}
    />
  );
}

const meta = {
  title: 'Components/Notes/NotesFilters',
  component: NotesFilters,
  args: {
    filter: 'all',
    tag: null,
    tags,
    query: '',
    view: 'grid',
    onFilterChange: fn(),
    onTagChange: fn(),
    onQueryChange: fn(),
    onViewChange: fn(),
    onNewNote: fn(),
    onShowShortcuts: fn(),
    onImport: fn(),
    onExport: fn(),
    onRenameTag: fn(),
    onDeleteTag: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NotesFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('filter tabs', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Archived' }));
      await expect(args.onFilterChange).toHaveBeenLastCalledWith('archived');
      await expect(canvas.getByRole('tab', { name: 'Archived' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
    await step('search reports each keystroke; Escape clears it', async () => {
      const search = canvas.getByRole('searchbox', { name: 'Search notes' });
      await userEvent.type(search, 'zebra');
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('zebra');
      await userEvent.keyboard('{Escape}');
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    });
    await step('a tag from the list', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Tag' }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'home (2)' }));
      await expect(args.onTagChange).toHaveBeenLastCalledWith('home');
    });
    await step('the keyboard opens the list on the chosen tag and comes back', async () => {
      const select = canvas.getByRole('combobox', { name: 'Tag' });
      select.focus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() =>
        expect(within(document.body).getByRole('option', { name: 'home (2)' })).toHaveFocus(),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(select).toHaveFocus());
    });
    await step('list or grid', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'List' }));
      await expect(args.onViewChange).toHaveBeenLastCalledWith('list');
      await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('new note and the shortcuts help', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'New note' }));
      await expect(args.onNewNote).toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Keyboard shortcuts' }));
      await expect(args.onShowShortcuts).toHaveBeenCalled();
    });
    await step('import and export', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Import notes' }));
      await expect(args.onImport).toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Export notes' }));
      await expect(args.onExport).toHaveBeenCalled();
    });
  },
};

const nested = [
  { tag: 'home', count: 2 },
  { tag: 'work', count: 5 },
  { tag: 'work/clients', count: 3 },
  { tag: 'work/clients/acme', count: 2 },
  { tag: 'work/clients/the-long-running-renovation-of-the-house-by-the-river', count: 1 },
  { tag: 'work/hiring', count: 1 },
];

/** Nested tags as a tree: each under its parent, named by its own part, counted with its children. */
export const NestedTags: Story = {
  args: { tags: nested },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tag' }));
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Any tag',
      'home (2)',
      'work (5)',
      'clients (3)',
      'acme (2)',
      'the-long-running-renovation-of-the-house-by-the-river (1)',
      'hiring (1)',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'work/clients (3)' }));
    await expect(args.onTagChange).toHaveBeenLastCalledWith('work/clients');
    await expect(canvas.getByRole('combobox', { name: 'Tag' })).toHaveTextContent(
      'work/clients (3)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for the tag work/clients' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Rename or move…' }),
    );
    await expect(args.onRenameTag).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for the tag work/clients' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Delete tag…' }),
    );
    await expect(args.onDeleteTag).toHaveBeenCalled();
  },
};

export const NestedTagsRightToLeft: Story = {
  args: { tags: nested },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Tag' }));
    await expect(
      await within(document.body).findByRole('option', { name: 'work/clients/acme (2)' }),
    ).toBeVisible();
  },
};

export const Searching: Story = { args: { query: 'groceries', filter: 'all' } };
export const TagChosen: Story = { args: { tag: 'work', filter: 'pinned', view: 'list' } };
export const NoTags: Story = { args: { tags: [] } };
export const Romanian: Story = { globals: { locale: 'ro' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const Dark: Story = { globals: { mode: 'dark' } };

export const All: Story = {
  render: (args) => (
    <Stack spacing={4}>
      <NotesFilters {...args} />
      <NotesFilters {...args} filter="trash" query="old drafts" tag="work" view="list" />
    </Stack>
  ),
};
