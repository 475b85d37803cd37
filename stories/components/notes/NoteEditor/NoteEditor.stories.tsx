import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BLANK_NOTE_DRAFT, type NoteDraft } from '@/components/notes/NoteEditor';
import { NoteEditor } from '@/components/notes/NoteEditor/NoteEditor';
import { threeNotes } from '@stories/mocks/notes';

const meeting = threeNotes[0]!;
const draftOf = (note: typeof meeting): NoteDraft => ({
  title: note.title,
  content: note.content,
  plainText: note.plainText,
  tags: note.tags,
  color: note.color,
  pinned: note.pinned,
});
const blank = BLANK_NOTE_DRAFT;

const meta = {
  title: 'Components/Notes/NoteEditor',
  component: NoteEditor,
  args: {
    initial: draftOf(meeting),
    onChange: fn(),
    saveState: 'saved',
    tagOptions: ['work', 'home', 'ideas'],
    onClose: fn(),
    onArchive: fn(),
    onTrash: fn(),
  },
  argTypes: {
    saveState: {
      control: 'inline-radio',
      options: ['saved', 'saving', 'unsaved', 'offline', 'error'],
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 800 }}>{Story()}</div>],
} satisfies Meta<typeof NoteEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** user-event cannot move a caret inside contenteditable; the DOM selection API can. */
async function placeCaretAtEnd(element: HTMLElement) {
  element.closest<HTMLElement>('[contenteditable]')?.focus();
  const text = element.lastChild ?? element;
  document.getSelection()?.collapse(text, text.textContent?.length ?? 0);
  // ProseMirror picks up the DOM selection on selectionchange, which fires asynchronously.
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

const lastDraft = (spy: unknown): NoteDraft => {
  const calls = (spy as { mock: { calls: [NoteDraft][] } }).mock.calls;
  return calls.at(-1)![0];
};

export const Playground: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByRole('textbox', { name: 'Note text' });
    await step(
      'the stored JSON renders as headings, lists, a checklist, a link and code',
      async () => {
        await expect(within(body).getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
        await expect(within(body).getByRole('link', { name: 'the wiki' })).toHaveAttribute(
          'href',
          'https://example.com/wiki',
        );
        await expect(
          within(body).getByRole('checkbox', { name: 'Done: Book the room' }),
        ).toBeChecked();
        await expect(within(body).getByText('npm run plan').tagName).toBe('CODE');
      },
    );
    await step('typing reports JSON and the plain-text copy', async () => {
      await placeCaretAtEnd(within(body).getByText('Hiring plan'));
      await userEvent.keyboard(' for Q3');
      const draft = lastDraft(args.onChange);
      await expect(draft.plainText).toContain('Hiring plan for Q3');
      await expect(JSON.stringify(draft.content)).toContain('Hiring plan for Q3');
      await expect(draft.title).toBe('Team meeting');
    });
    await step('the title and pin report too', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), ' notes');
      await expect(lastDraft(args.onChange).title).toBe('Team meeting notes');
      await userEvent.click(canvas.getByRole('button', { name: 'Pin note' }));
      await expect(lastDraft(args.onChange).pinned).toBe(false);
    });
    await step('colour', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Green' }));
      await expect(lastDraft(args.onChange).color).toBe('green');
    });
    await step('archive, trash and close', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
      await expect(args.onArchive).toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Close editor' }));
      await expect(args.onClose).toHaveBeenCalled();
    });
  },
};

export const Formatting: Story = {
  args: { initial: blank, autoFocusTitle: true },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Enter in the title moves to the body', async () => {
      const title = canvas.getByRole('textbox', { name: 'Title' });
      await waitFor(() => expect(title).toHaveFocus());
      await userEvent.type(title, 'Plan{Enter}');
      await expect(canvas.getByRole('textbox', { name: 'Note text' })).toHaveFocus();
    });
    await step('toolbar buttons format and show their state', async () => {
      const bold = canvas.getByRole('button', { name: 'Bold' });
      const text = canvas.getByRole('textbox', { name: 'Note text' });
      await userEvent.click(bold);
      // The toolbar hands focus back to the text on the next frame: type only once it has.
      await waitFor(() => expect(text).toHaveFocus());
      await userEvent.keyboard('loud');
      await expect(bold).toHaveAttribute('aria-pressed', 'true');
      await expect(JSON.stringify(lastDraft(args.onChange).content)).toContain('"bold"');
      await userEvent.click(bold);
      await waitFor(() => expect(text).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await userEvent.click(canvas.getByRole('button', { name: 'Checklist' }));
      await waitFor(() => expect(text).toHaveFocus());
      await userEvent.keyboard('buy milk');
      await expect(
        lastDraft(args.onChange).content.content?.some((node) => node.type === 'taskList'),
      ).toBe(true);
      await expect(lastDraft(args.onChange).plainText).toBe('loud\nbuy milk');
    });
    await step('the toolbar is one tab stop; arrows move inside it', async () => {
      const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
      await expect(
        within(toolbar)
          .getAllByRole('button')
          .filter((b) => b.tabIndex === 0),
      ).toHaveLength(1);
      within(toolbar).getByRole('button', { name: 'Heading 1' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveFocus();
    });
  },
};

export const Links: Story = {
  args: { initial: blank },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const screen = within(document.body);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Note text' }));
    await step('a javascript: address is refused with a reason', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
      await userEvent.type(
        await screen.findByRole('textbox', { name: 'Link address' }),
        'javascript:alert(1){Enter}',
      );
      await expect(screen.getByText('Use a web (https://) or email address.')).toBeVisible();
    });
    await step('an address without a scheme becomes https and is inserted as a link', async () => {
      const field = screen.getByRole('textbox', { name: 'Link address' });
      await userEvent.clear(field);
      await userEvent.type(field, 'example.org/page{Enter}');
      await waitFor(() =>
        expect(canvas.getByRole('link', { name: 'https://example.org/page' })).toBeVisible(),
      );
      await expect(JSON.stringify(lastDraft(args.onChange).content)).toContain(
        '"href":"https://example.org/page"',
      );
    });
  },
};

/** A note written by an older client or straight into the database: its link attributes are not rendered. */
export const StoredLinkAttributes: Story = {
  args: {
    initial: {
      ...blank,
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'stored link',
                marks: [
                  {
                    type: 'link',
                    attrs: {
                      href: 'https://example.org/',
                      target: '_self',
                      rel: 'opener',
                      class: 'evil',
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'stored link' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(link).not.toHaveAttribute('class');
    await expect(link).toHaveAttribute('href', 'https://example.org/');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, onArchive: undefined, onTrash: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Note text' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
  },
};
/** A note holding a node type this editor does not know (a newer version's, say). */
const unreadable: NoteDraft = {
  ...draftOf(meeting),
  title: 'Architecture sketch',
  content: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'How the pieces talk:' }] },
      { type: 'mermaidDiagram', content: [{ type: 'text', text: 'client --> api --> db' }] },
    ],
  },
  plainText: 'How the pieces talk:\nclient --> api --> db',
};

const playUnreadable: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  await step('a notice says why, and the text is shown as it was saved', async () => {
    await expect(canvas.getByText('Shown read-only')).toBeVisible();
    await expect(canvas.getByText(/cannot show.*nothing in it is lost/)).toBeVisible();
    await expect(canvas.getByText(/client --> api --> db/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Note text' })).toBeNull();
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  });
  await step('nothing can be changed, so nothing is saved over the note', async () => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAttribute('readonly');
    await userEvent.type(title, ' changed{Enter}');
    await expect(title).toHaveValue('Architecture sketch');
    await expect(canvas.getByRole('combobox', { name: 'Tags' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  });
};
export const Unreadable: Story = { args: { initial: unreadable }, play: playUnreadable };
export const UnreadableDark: Story = {
  args: { initial: unreadable },
  globals: { mode: 'dark' },
  play: playUnreadable,
};
export const UnreadableRightToLeft: Story = {
  args: { initial: unreadable },
  globals: { direction: 'rtl' },
  play: playUnreadable,
};
/** A saved note offers its history; the page opens it over the editor. */
export const WithHistory: Story = {
  args: { onShowHistory: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'History' }));
    await expect(args.onShowHistory).toHaveBeenCalledOnce();
  },
};

/** No history button without a handler: a new note, a trashed one. */
export const WithoutHistory: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'History' })).toBeNull();
  },
};

export const Saving: Story = { args: { saveState: 'saving' } };
export const Offline: Story = { args: { saveState: 'offline' } };
export const Empty: Story = { args: { initial: blank } };
export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { initial: { ...draftOf(meeting), color: 'purple' } },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

// Two columns keep the grid inside one viewport height, so the screenshot holds all of it.
export const All: Story = {
  decorators: [(Story) => <div>{Story()}</div>],
  render: (args) => (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(2, 520px)', alignItems: 'start' }}
    >
      <NoteEditor {...args} />
      <NoteEditor
        {...args}
        initial={{ ...draftOf(threeNotes[2]!), color: 'yellow' }}
        saveState="offline"
        readOnly
        onArchive={undefined}
        onTrash={undefined}
      />
    </Box>
  ),
};
