import ChecklistIcon from '@mui/icons-material/Checklist';
import CodeIcon from '@mui/icons-material/Code';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import Looks3OutlinedIcon from '@mui/icons-material/Looks3Outlined';
import LooksOneOutlinedIcon from '@mui/icons-material/LooksOneOutlined';
import LooksTwoOutlinedIcon from '@mui/icons-material/LooksTwoOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ChainedCommands, Editor } from '@tiptap/core';
import type { ReactNode } from 'react';

export interface ToolbarItem {
  id: string;
  icon: ReactNode;
  /** Whether the selection already has it (shown as pressed). */
  isActive: (editor: Editor) => boolean;
  /** Links open a popover instead of running a command. */
  run?: (editor: Editor) => void;
  /** Screen readers say the shortcut ProseMirror already binds. */
  keys?: string;
}

const HEADING_ICONS = {
  1: <LooksOneOutlinedIcon fontSize="small" />,
  2: <LooksTwoOutlinedIcon fontSize="small" />,
  3: <Looks3OutlinedIcon fontSize="small" />,
};

const heading = (level: 1 | 2 | 3): ToolbarItem => ({
  id: `heading${level}`,
  icon: HEADING_ICONS[level],
  isActive: (editor) => editor.isActive('heading', { level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
  keys: `Control+Alt+${level}`,
});

/** A mark or block the selection toggles: pressed when the selection has it. */
const toggle = (
  id: string,
  Icon: SvgIconComponent,
  command: (chain: ChainedCommands) => ChainedCommands,
  keys: string,
): ToolbarItem => ({
  id,
  icon: <Icon fontSize="small" />,
  isActive: (editor) => editor.isActive(id),
  run: (editor) => command(editor.chain().focus()).run(),
  keys,
});

export const TOOLBAR_GROUPS: ToolbarItem[][] = [
  [heading(1), heading(2), heading(3)],
  [
    toggle('bold', FormatBoldIcon, (c) => c.toggleBold(), 'Control+B'),
    toggle('italic', FormatItalicIcon, (c) => c.toggleItalic(), 'Control+I'),
    toggle('code', CodeIcon, (c) => c.toggleCode(), 'Control+E'),
    {
      id: 'link',
      icon: <LinkIcon fontSize="small" />,
      isActive: (editor) => editor.isActive('link'),
    },
  ],
  [
    toggle('bulletList', FormatListBulletedIcon, (c) => c.toggleBulletList(), 'Control+Shift+8'),
    toggle('orderedList', FormatListNumberedIcon, (c) => c.toggleOrderedList(), 'Control+Shift+7'),
    toggle('taskList', ChecklistIcon, (c) => c.toggleTaskList(), 'Control+Shift+9'),
    toggle('codeBlock', DataObjectIcon, (c) => c.toggleCodeBlock(), 'Control+Alt+C'),
  ],
];
