import Paper from '@mui/material/Paper';
import { useId, type ComponentProps } from 'react';
import { Customizer, CustomizerPanel } from '@/layouts/MainLayout/Customizer';
import { useAppDispatch, useSettings } from '@/state/hooks';
import { setSetting, settingsReset } from '@/state/settings/settingsSlice';

function useBoundSettings() {
  const settings = useSettings();
  const dispatch = useAppDispatch();
  return {
    settings,
    onChange: ((key, value) => dispatch(setSetting(key, value))) as Parameters<
      typeof Customizer
    >[0]['onChange'],
    onReset: () => dispatch(settingsReset()),
  };
}

/** The customizer bound to the story's store, open. */
export function CustomizerStory({ onClose }: { onClose: () => void }) {
  return <Customizer open onClose={onClose} {...useBoundSettings()} />;
}

/** The drawer's content in place, for galleries and screenshots. */
export function CustomizerPanelStory({
  onClose,
  sections,
}: {
  onClose: () => void;
  sections?: ComponentProps<typeof CustomizerPanel>['sections'];
}) {
  const titleId = useId();
  return (
    <Paper role="dialog" aria-labelledby={titleId} elevation={8} sx={{ width: 360 }}>
      <CustomizerPanel
        titleId={titleId}
        onClose={onClose}
        sections={sections}
        {...useBoundSettings()}
      />
    </Paper>
  );
}
