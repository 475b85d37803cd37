import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

export interface ReadOnlyBannerProps {
  ownerName: string;
  /** The viewer keeps this calendar out of their picker (docs/calendar.md "Sharing"). */
  hidden?: boolean;
  /** Hides it from the picker or shows it again; absent: no buttons (a screenshot). */
  onHiddenChange?: (hidden: boolean) => void;
  /** Asks to leave the calendar (the page confirms first). */
  onLeave?: () => void;
  busy?: boolean;
}

/**
 * Says plainly, above someone else's calendar, that it can be looked at but not changed, and
 * gives the viewer their say over it: keep it out of their calendars, or leave it.
 */
export function ReadOnlyBanner({
  ownerName,
  hidden = false,
  onHiddenChange,
  onLeave,
  busy,
}: ReadOnlyBannerProps) {
  const actions = (onHiddenChange || onLeave) && (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {onHiddenChange && (
        <Button
          color="inherit"
          size="small"
          disabled={busy}
          onClick={() => onHiddenChange(!hidden)}
        >
          <FormattedMessage id={hidden ? 'calendar.membership.show' : 'calendar.membership.hide'} />
        </Button>
      )}
      {onLeave && (
        <Button color="inherit" size="small" disabled={busy} onClick={onLeave}>
          <FormattedMessage id="calendar.membership.leave" />
        </Button>
      )}
    </Box>
  );
  return (
    <Alert
      severity="info"
      icon={<VisibilityOutlined />}
      role="status"
      action={actions}
      sx={{ '& .MuiAlert-action': { alignItems: 'center', pt: 0 } }}
    >
      <FormattedMessage id="calendar.readOnly" values={{ name: ownerName }} />
      {hidden && (
        <>
          {' '}
          <FormattedMessage id="calendar.membership.hiddenNote" />
        </>
      )}
    </Alert>
  );
}
