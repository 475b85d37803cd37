import Box from '@mui/material/Box';
import type { Automation } from '@/api/schema';
import { AutomationList } from '@/components/agent/Automations';
import { useListAutomationsQuery } from '@/state/api/automationsApi';
import { queryStatus } from '@/state/api/loadStatus';
import { useViewerTimeZone } from '@/state/timeZone/useViewerTimeZone';
import { useAutomationActions } from './useAutomationActions';

export interface AutomationsSectionProps {
  onNew: () => void;
  onEdit: (automation: Automation) => void;
}

/** The agent page's Automations view: the user's automations and what can be done to them. */
export function AutomationsSection({ onNew, onEdit }: AutomationsSectionProps) {
  const { zone } = useViewerTimeZone();
  const list = useListAutomationsQuery();
  const act = useAutomationActions(onEdit);
  return (
    <Box sx={{ px: 2, pb: 2, overflowY: 'auto', flexGrow: 1 }}>
      <AutomationList
        automations={list.data ?? []}
        {...queryStatus(list)}
        timeZone={zone}
        onNew={onNew}
        onAction={act}
      />
    </Box>
  );
}
