import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Automation } from '@/api/schema';
import { AUTOMATION_LIMITS } from '@/api/schema/automations';
import { type QueryState, QueryStatus, type SkeletonShape } from '@/components/shared/QueryStatus';
import { AutomationRow, type AutomationAction } from './AutomationRow';

export interface AutomationListProps extends QueryState {
  automations: Automation[];
  /** The user's zone: the next runs are shown in it. */
  timeZone: string;
  onNew: () => void;
  onAction: (action: AutomationAction, automation: Automation) => void;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

const SKELETON: SkeletonShape = { rows: 3, rowHeight: 88 };

/**
 * The Automations section (docs/product.md §8 "Automations"): what each one asks and when it
 * runs next, or what automations are while there is none; New is refused at the cap, and says so.
 */
export function AutomationList({
  automations,
  timeZone,
  onNew,
  onAction,
  ...props
}: AutomationListProps) {
  const intl = useIntl();
  const full = automations.length >= AUTOMATION_LIMITS.perUser;
  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" startIcon={<Add />} onClick={onNew} disabled={full}>
          <FormattedMessage id="agent.automations.new" />
        </Button>
      </Box>
      {full && (
        <Alert severity="info">
          <FormattedMessage
            id="agent.automations.cap"
            values={{ max: AUTOMATION_LIMITS.perUser }}
          />
        </Alert>
      )}
      <QueryStatus
        query={{ status: props.status, error: props.error, onRetry: props.onRetry }}
        messages={{ loading: 'agent.automations.loading', error: 'agent.automations.error' }}
        skeleton={SKELETON}
        slowThresholdMs={props.slowThresholdMs}
        empty={
          automations.length > 0 ? null : (
            <Box sx={{ maxWidth: 560 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                <FormattedMessage id="agent.automations.empty.title" />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="agent.automations.empty.body" />
              </Typography>
            </Box>
          )
        }
      >
        <List aria-label={intl.formatMessage({ id: 'agent.automations.title' })} disablePadding>
          {automations.map((automation) => (
            <AutomationRow
              key={automation.id}
              automation={automation}
              timeZone={timeZone}
              onAction={onAction}
            />
          ))}
        </List>
      </QueryStatus>
    </Stack>
  );
}
