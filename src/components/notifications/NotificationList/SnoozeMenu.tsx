import Snooze from '@mui/icons-material/Snooze';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { SNOOZE_CHOICES, type SnoozeChoice } from '@/api/schema/notifications';
import { useMenuButton } from '@/hooks/useMenuButton';

export interface SnoozeMenuProps {
  /** What is snoozed, for the button's accessible name. */
  title: string;
  onSnooze: (until: SnoozeChoice) => void;
}

/** A reminder's snooze button and its menu: 5 minutes, an hour, or 9:00 tomorrow. */
export function SnoozeMenu({ title, onSnooze }: SnoozeMenuProps) {
  const intl = useIntl();
  const { choose, buttonProps, menuProps } = useMenuButton();
  const label = intl.formatMessage({ id: 'notificationCentre.snooze' }, { title });
  return (
    <>
      <Tooltip title={intl.formatMessage({ id: 'notificationCentre.snooze.short' })}>
        <IconButton size="small" aria-label={label} {...buttonProps}>
          <Snooze fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu {...menuProps}>
        {SNOOZE_CHOICES.map((choice) => (
          <MenuItem key={choice} onClick={choose(() => onSnooze(choice))}>
            {intl.formatMessage({ id: `notificationCentre.snooze.${choice}` })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
