import Box from '@mui/material/Box';

/**
 * Text shown as it is (a tool's arguments or answer): left to right, reachable by keyboard since
 * it scrolls, and bounded in height so a long answer does not push the approval away.
 */
export function CodeBlock({ text }: { text: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      sx={{
        m: 0,
        p: 1,
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'auto',
        maxHeight: 240,
        fontSize: '0.8rem',
        direction: 'ltr',
        textAlign: 'left',
      }}
    >
      {text}
    </Box>
  );
}
