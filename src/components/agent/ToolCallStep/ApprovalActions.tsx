import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import type { ApprovalDecision } from '@/api/schema';

/** Approve once, always for this conversation, or decline a write the agent wants to make. */
export function ApprovalActions({ onDecide }: { onDecide: (decision: ApprovalDecision) => void }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ px: 1.5, pb: 1.5, flexWrap: 'wrap' }}>
      <Button size="small" variant="contained" onClick={() => onDecide('once')}>
        <FormattedMessage id="agent.approval.once" />
      </Button>
      <Button size="small" variant="outlined" onClick={() => onDecide('always')}>
        <FormattedMessage id="agent.approval.always" />
      </Button>
      <Button size="small" color="inherit" onClick={() => onDecide('decline')}>
        <FormattedMessage id="agent.approval.decline" />
      </Button>
    </Stack>
  );
}
