import MoreVert from '@mui/icons-material/MoreVert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Automation } from '@/api/schema';
import { useMenuButton } from '@/hooks/useMenuButton';
import { repeatInWords } from './repeatInWords';

export type AutomationAction = 'edit' | 'pause' | 'resume' | 'run' | 'delete' | 'open';

export interface AutomationRowProps {
  automation: Automation;
  /** The zone the next run is shown in: the user's. */
  timeZone: string;
  onAction: (action: AutomationAction, automation: Automation) => void;
}

const STATUS_COLOR = {
  running: 'info',
  done: 'success',
  failed: 'error',
  stopped: 'warning',
  missed: 'warning',
  skipped: 'default',
} as const;

/** One automation: its prompt, repeat, next run and last status, and what can be done to it. */
export function AutomationRow({ automation, timeZone, onAction }: AutomationRowProps) {
  const intl = useIntl();
  const menu = useMenuButton();
  const { paused, lastStatus, nextRunAt } = automation;
  const actions: AutomationAction[] = [
    'edit',
    paused ? 'resume' : 'pause',
    'run',
    ...(automation.conversationId ? (['open'] as const) : []),
    'delete',
  ];
  const pick = (action: AutomationAction) => {
    menu.close();
    onAction(action, automation);
  };
  return (
    <ListItem
      divider
      secondaryAction={
        <IconButton
          edge="end"
          {...menu.buttonProps}
          aria-label={intl.formatMessage(
            { id: 'agent.automations.actions' },
            { prompt: automation.prompt.slice(0, 80) },
          )}
        >
          <MoreVert />
        </IconButton>
      }
    >
      <ListItemText
        primary={automation.prompt}
        slotProps={{
          // The user's own words keep their direction in either layout.
          primary: { dir: 'auto', sx: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } },
          secondary: { component: 'div' },
        }}
        secondary={
          <Stack spacing={0.5} sx={{ mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {repeatInWords(intl, automation.recurrence, automation.start)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {paused ? (
                <FormattedMessage id="agent.automations.paused" />
              ) : nextRunAt ? (
                <FormattedMessage
                  id="agent.automations.nextRun"
                  values={{
                    when: intl.formatDate(nextRunAt, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone,
                    }),
                  }}
                />
              ) : (
                <FormattedMessage id="agent.automations.noNextRun" />
              )}
            </Typography>
            <Stack direction="row" spacing={1}>
              {paused && (
                <Chip size="small" label={intl.formatMessage({ id: 'agent.automations.paused' })} />
              )}
              <Chip
                size="small"
                variant="outlined"
                color={lastStatus ? STATUS_COLOR[lastStatus] : 'default'}
                label={intl.formatMessage({
                  id: `agent.automations.status.${lastStatus ?? 'never'}`,
                })}
              />
            </Stack>
          </Stack>
        }
      />
      <Menu {...menu.menuProps}>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => pick(action)}>
            <FormattedMessage id={`agent.automations.${action}`} />
          </MenuItem>
        ))}
      </Menu>
    </ListItem>
  );
}
