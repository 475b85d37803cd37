import Menu from '@mui/material/Menu';
import AddRounded from '@mui/icons-material/AddRounded';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CalendarInfo } from '@/api/schema';
import { CALENDAR_VIEWS, type CalendarViewName } from './calendarViews';

export interface CalendarToolbarProps {
  /** The period shown ("March 2026"). */
  title: string;
  view: CalendarViewName;
  onViewChange: (view: CalendarViewName) => void;
  onToday: () => void;
  onStep: (direction: 1 | -1) => void;
  /** The calendars the viewer may open (their own first) and the one shown. */
  calendars: readonly CalendarInfo[];
  username: string;
  onPickCalendar: (username: string) => void;
  /** Absent when the calendar is read-only. */
  onNewEvent?: () => void;
  /** Owner-only actions; absent for a grantee. */
  onShare?: () => void;
  onImport?: () => void;
  onReminderSettings?: () => void;
  onExport: () => void;
}

const VIEWS = Object.keys(CALENDAR_VIEWS) as CalendarViewName[];

/** Above the grid: today and the period's arrows, the view, the calendar, and what to do. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { title, view, calendars, username, onNewEvent, onShare, onImport, onExport } = props;
  const { onReminderSettings } = props;
  const intl = useIntl();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const rtl = (icon: 'back' | 'forward') =>
    // Icons point the way time runs in the page's direction.
    icon === 'back' ? (
      <ChevronLeftRounded sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
    ) : (
      <ChevronRightRounded sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
    );
  const act = (action: () => void) => () => {
    setMenu(null);
    action();
  };
  // The menu's rows, in order; an action the viewer may not take is absent.
  const menuItems = [
    ['calendar.page.share', onShare],
    ['calendar.page.import', onImport],
    ['calendar.page.export', onExport],
    ['calendar.page.reminderSettings', onReminderSettings],
  ] as const;
  const label = (calendar: CalendarInfo) =>
    calendar.access === 'owner'
      ? intl.formatMessage({ id: 'calendar.page.mine' }, { name: calendar.owner.name })
      : calendar.owner.name;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button variant="outlined" onClick={props.onToday}>
        <FormattedMessage id="calendar.page.today" />
      </Button>
      <Box>
        <IconButton
          aria-label={intl.formatMessage({ id: 'calendar.page.previous' })}
          onClick={() => props.onStep(-1)}
        >
          {rtl('back')}
        </IconButton>
        <IconButton
          aria-label={intl.formatMessage({ id: 'calendar.page.next' })}
          onClick={() => props.onStep(1)}
        >
          {rtl('forward')}
        </IconButton>
      </Box>
      <Typography
        component="h2"
        variant="h5"
        aria-live="polite"
        sx={{ flexGrow: 1, minInlineSize: 0 }}
      >
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label={intl.formatMessage({ id: 'calendar.page.views' })}
        onChange={(_event, next: CalendarViewName | null) => next && props.onViewChange(next)}
      >
        {VIEWS.map((name) => (
          <ToggleButton key={name} value={name}>
            <FormattedMessage id={`calendar.page.view.${name}`} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {calendars.length > 1 && (
        <TextField
          select
          fullWidth={false}
          size="small"
          label={intl.formatMessage({ id: 'calendar.page.picker' })}
          value={username}
          onChange={(event) => props.onPickCalendar(event.target.value)}
          sx={{ minInlineSize: 180 }}
        >
          {calendars.map((calendar) => (
            <MenuItem key={calendar.owner.username} value={calendar.owner.username}>
              {label(calendar)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {onNewEvent && (
        <Button
          variant="contained"
          startIcon={<AddRounded />}
          onClick={onNewEvent}
          aria-keyshortcuts="c"
          title={intl.formatMessage({ id: 'calendar.page.newEventShortcut' })}
        >
          <FormattedMessage id="calendar.page.newEvent" />
        </Button>
      )}
      <IconButton
        aria-label={intl.formatMessage({ id: 'calendar.page.more' })}
        aria-haspopup="menu"
        aria-expanded={menu ? 'true' : undefined}
        onClick={(event) => setMenu(event.currentTarget)}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {menuItems.map(
          ([id, action]) =>
            action && (
              <MenuItem key={id} onClick={act(action)}>
                <FormattedMessage id={id} />
              </MenuItem>
            ),
        )}
      </Menu>
    </Box>
  );
}
