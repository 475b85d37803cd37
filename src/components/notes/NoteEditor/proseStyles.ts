import type { SxProps, Theme } from '@mui/material/styles';

/** The look of the rich text itself: ProseMirror renders plain elements, the theme styles them. */
export const proseStyles: SxProps<Theme> = (theme) => ({
  '& .ProseMirror': {
    minBlockSize: 200,
    outline: 'none',
    typography: 'body1',
    overflowWrap: 'anywhere',
    borderRadius: 1,
    p: 1,
    marginInline: -1,
    '&:focus-visible': { boxShadow: `0 0 0 2px ${theme.palette.primary.main}` },
    '& > * + *': { marginBlockStart: '0.6em' },
    '& p, & ul, & ol, & h1, & h2, & h3, & pre': { marginBlock: 0 },
    '& h1': { typography: 'h4' },
    '& h2': { typography: 'h5' },
    '& h3': { typography: 'h6' },
    '& ul, & ol': { paddingInlineStart: '1.5em' },
    '& a': { color: theme.palette.primary.main, textDecoration: 'underline' },
    '& code': {
      fontFamily: 'monospace',
      fontSize: '0.9em',
      bgcolor: 'action.hover',
      borderRadius: 0.5,
      px: 0.5,
    },
    '& pre': {
      fontFamily: 'monospace',
      bgcolor: 'action.hover',
      borderRadius: 1,
      p: 1.5,
      overflowX: 'auto',
      '& code': { bgcolor: 'transparent', p: 0 },
    },
    '& ul[data-type="taskList"]': {
      listStyle: 'none',
      paddingInlineStart: 0,
      '& li': { display: 'flex', gap: 1, alignItems: 'flex-start' },
      '& li > label': { flex: '0 0 auto', marginBlockStart: '0.2em' },
      '& li > div': { flex: 1 },
      '& li[data-checked="true"] > div': {
        textDecoration: 'line-through',
        color: 'text.secondary',
      },
    },
  },
});
