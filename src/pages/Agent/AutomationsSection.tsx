import Box from '@mui/material/Box';
import type { Automation } from '@/api/schema';
import { AutomationList } from '@/components/agent/Automations';
import { useListAutomationsQuery } from '@/state/api/automationsApi';
import { queryStatus } from '@/state/api/loadStatus';
import { useAutomationActions } from './useAutomationActions';

/** `/agent?view=automations` opens the section instead of a conversation. */
export const VIEW_PARAM = 'view';
export const AUTOMATIONS_VIEW = 'automations';

export interface AutomationsSectionProps {
  timeZone: string;
  onNew: () => void;
  onEdit: (automation: Automation) => void;
}

/** The agent page's Automations view: the user's automations and what can be done to them. */
export function AutomationsSection({ timeZone, onNew, onEdit }: AutomationsSectionProps) {
  const list = useListAutomationsQuery();
  const act = useAutomationActions(onEdit);
  return (
    <Box sx={{ px: 2, pb: 2, overflowY: 'auto', flexGrow: 1 }}>
      <AutomationList
        automations={list.data ?? []}
        {...queryStatus(list)}
        timeZone={timeZone}
        onNew={onNew}
        onAction={act}
      />
    </Box>
  );
}
