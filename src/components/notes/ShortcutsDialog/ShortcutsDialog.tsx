import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import { FormattedMessage } from 'react-intl';
import { TitledDialog, type DialogFrameProps } from '@/components/shared/TitledDialog';
import { NOTEBOOK_SHORTCUTS } from './notebookShortcuts';

export type ShortcutsDialogProps = DialogFrameProps;

/** Lists every notebook shortcut with its keys. */
export function ShortcutsDialog(props: ShortcutsDialogProps) {
  return (
    <TitledDialog
      {...props}
      maxWidth="xs"
      title={<FormattedMessage id="notes.shortcuts.title" />}
      closeLabel={<FormattedMessage id="notes.shortcuts.close" />}
    >
      <DialogContent>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1.5, columnGap: 2, m: 0 }}
        >
          {NOTEBOOK_SHORTCUTS.map((shortcut) => (
            <Box key={shortcut.id} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ typography: 'body2' }}>
                <FormattedMessage id={`notes.shortcuts.${shortcut.id}`} />
              </Box>
              <Box component="dd" sx={{ m: 0, display: 'flex', gap: 0.5 }}>
                {shortcut.keys.map((key) => (
                  <Box
                    key={key}
                    component="kbd"
                    sx={{
                      fontFamily: 'monospace',
                      fontSize: '0.8125rem',
                      px: 0.75,
                      py: 0.25,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      bgcolor: 'action.hover',
                    }}
                  >
                    {key === 'Escape' ? 'Esc' : key}
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
    </TitledDialog>
  );
}
