import { Customizer } from '../../../src/layouts/MainLayout/Customizer';
import { useAppDispatch, useSettings } from '../../../src/state/hooks';
import { setSetting, settingsReset } from '../../../src/state/settings/settingsSlice';

/** The customizer bound to the story's store, open. */
export function CustomizerStory({
  onClose,
  disablePortal,
}: {
  onClose: () => void;
  disablePortal?: boolean;
}) {
  const settings = useSettings();
  const dispatch = useAppDispatch();
  return (
    <Customizer
      open
      onClose={onClose}
      settings={settings}
      onChange={(key, value) => dispatch(setSetting(key, value))}
      onReset={() => dispatch(settingsReset())}
      disablePortal={disablePortal}
    />
  );
}
