import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  NOTIFICATION_VARIANTS,
  useNotify,
  type NotificationVariant,
} from '@/components/shared/Notifications';
import { SNACKBAR_MAX_STACK } from '@/config';
import { useAppDispatch, useSettings } from '@/state/hooks';
import { setSetting } from '@/state/settings/settingsSlice';
import { NotificationEventLog } from './NotificationEventLog';

export interface NotificationsDemoProps {
  /** Shows the live event log beside the buttons. */
  log?: boolean;
}

/** Story scaffolding: the buttons a page would wire to `useNotify()`, plus the stack limit. */
export function NotificationsDemo({ log = true }: NotificationsDemoProps) {
  const notify = useNotify();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const limit = useSettings().snackbarMaxStack;
  const shown = useRef<string[]>([]);
  const counter = useRef(0);

  const show = (message: string, variant: NotificationVariant, persist = false) =>
    shown.current.push(notify.notify(message, { variant, persist }));
  const numbered = () => {
    counter.current += 1;
    const message = intl.formatMessage(
      { id: 'notifications.sample.numbered' },
      { number: counter.current },
    );
    show(message, 'default');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {NOTIFICATION_VARIANTS.map((variant) => (
          <Button
            key={variant}
            variant="outlined"
            onClick={() =>
              show(intl.formatMessage({ id: `notifications.sample.${variant}` }), variant)
            }
          >
            Show {variant}
          </Button>
        ))}
        <Button variant="outlined" onClick={numbered}>
          Show numbered
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            show(intl.formatMessage({ id: 'notifications.sample.persistent' }), 'warning', true)
          }
        >
          Show persistent
        </Button>
        <Button variant="outlined" onClick={() => notify.close(shown.current.at(-1) ?? '')}>
          Close newest
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography data-testid="limit">Stack limit: {limit}</Typography>
        {[2, 3, 5].map((value) => (
          <Button
            key={value}
            size="small"
            disabled={value === limit || value > SNACKBAR_MAX_STACK.max}
            onClick={() => dispatch(setSetting('snackbarMaxStack', value))}
          >
            Limit {value}
          </Button>
        ))}
      </Stack>
      {log && <NotificationEventLog />}
    </Stack>
  );
}
