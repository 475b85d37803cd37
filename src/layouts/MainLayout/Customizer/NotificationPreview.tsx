import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useNotify } from '@/components/shared/Notifications';

/** Shows one notification more than the stack holds, so the limit is visible at once. */
export function NotificationPreview({ max }: { max: number }) {
  const intl = useIntl();
  const { notify } = useNotify();
  const show = () => {
    for (let index = 1; index <= max + 1; index += 1)
      notify(intl.formatMessage({ id: 'customizer.notificationSample' }, { index }), {
        variant: 'info',
      });
  };
  return (
    <Button variant="outlined" size="small" onClick={show} sx={{ alignSelf: 'flex-start' }}>
      {intl.formatMessage({ id: 'customizer.notificationPreview' })}
    </Button>
  );
}
