import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { LinkPopover } from './LinkPopover';
import { TOOLBAR_GROUPS } from './toolbarItems';

const ITEMS = TOOLBAR_GROUPS.flat();
/** Where each group starts in ITEMS, so a button knows its place in the roving order. */
const GROUP_OFFSETS = TOOLBAR_GROUPS.map(
  (_, group) => TOOLBAR_GROUPS.slice(0, group).flat().length,
);

/** Formatting buttons as one ARIA toolbar: Tab enters once, arrow keys move between buttons. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const intl = useIntl();
  const [focused, setFocused] = useState(0);
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ITEMS.map((item) => item.isActive(current)),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = document.dir === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -focused,
      End: ITEMS.length - 1 - focused,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (focused + move + ITEMS.length) % ITEMS.length;
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'notes.editor.toolbar' })}
      aria-controls={editor.view.dom.id || undefined}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25 }}
    >
      {TOOLBAR_GROUPS.map((group, groupIndex) => (
        <Box key={groupIndex} sx={{ display: 'contents' }}>
          {groupIndex > 0 ? <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} /> : null}
          {group.map((item, itemIndex) => {
            const position = (GROUP_OFFSETS[groupIndex] ?? 0) + itemIndex;
            const label = intl.formatMessage({ id: `notes.editor.${item.id}` });
            return (
              <Tooltip key={item.id} title={label}>
                <IconButton
                  size="small"
                  ref={(element: HTMLButtonElement | null) => {
                    buttons.current[position] = element;
                  }}
                  tabIndex={position === focused ? 0 : -1}
                  aria-label={label}
                  aria-pressed={active[position] ?? false}
                  aria-keyshortcuts={item.keys}
                  color={active[position] ? 'primary' : 'default'}
                  onFocus={() => setFocused(position)}
                  onClick={(event) =>
                    item.run ? item.run(editor) : setLinkAnchor(event.currentTarget)
                  }
                >
                  {item.icon}
                </IconButton>
              </Tooltip>
            );
          })}
        </Box>
      ))}
      {linkAnchor ? (
        <LinkPopover
          anchor={linkAnchor}
          initialHref={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => setLinkAnchor(null)}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinkAnchor(null);
          }}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            // With nothing selected the address itself becomes the link text.
            if (editor.state.selection.empty && !editor.isActive('link')) {
              chain
                .insertContent({
                  type: 'text',
                  text: href,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            } else {
              chain.setLink({ href }).run();
            }
            setLinkAnchor(null);
          }}
        />
      ) : null}
    </Box>
  );
}
