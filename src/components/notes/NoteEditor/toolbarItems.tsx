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
import type { Editor } from '@tiptap/core';
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

export const TOOLBAR_GROUPS: ToolbarItem[][] = [
  [heading(1), heading(2), heading(3)],
  [
    {
      id: 'bold',
      icon: <FormatBoldIcon fontSize="small" />,
      isActive: (editor) => editor.isActive('bold'),
      run: (editor) => editor.chain().focus().toggleBold().run(),
      keys: 'Control+B',
    },
    {
      id: 'italic',
      icon: <FormatItalicIcon fontSize="small" />,
      isActive: (editor) => editor.isActive('italic'),
      run: (editor) => editor.chain().focus().toggleItalic().run(),
      keys: 'Control+I',
    },
    {
      id: 'code',
      icon: <CodeIcon fontSize="small" />,
      isActive: (editor) => editor.isActive('code'),
      run: (editor) => editor.chain().focus().toggleCode().run(),
      keys: 'Control+E',
    },
    {
      id: 'link',
      icon: <LinkIcon fontSize="small" />,
      isActive: (editor) => editor.isActive('link'),
    },
  ],
  [
    {
      id: 'bulletList',
      icon: <FormatListBulletedIcon fontSize="small" />,
      isActive: (editor) => editor.isActive('bulletList'),
      run: (editor) => editor.chain().focus().toggleBulletList().run(),
      keys: 'Control+Shift+8',
    },
    {
      id: 'orderedList',
      icon: <FormatListNumberedIcon fontSize="small" />,
      isActive: (editor) => editor.isActive('orderedList'),
      run: (editor) => editor.chain().focus().toggleOrderedList().run(),
      keys: 'Control+Shift+7',
    },
    {
      id: 'taskList',
      icon: <ChecklistIcon fontSize="small" />,
      isActive: (editor) => editor.isActive('taskList'),
      run: (editor) => editor.chain().focus().toggleTaskList().run(),
      keys: 'Control+Shift+9',
    },
    {
      id: 'codeBlock',
      icon: <DataObjectIcon fontSize="small" />,
      isActive: (editor) => editor.isActive('codeBlock'),
      run: (editor) => editor.chain().focus().toggleCodeBlock().run(),
      keys: 'Control+Alt+C',
    },
  ],
];
