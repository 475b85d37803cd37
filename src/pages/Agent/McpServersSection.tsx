import Box from '@mui/material/Box';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CreateMcpServerRequest, McpServer } from '@/api/schema';
import { AddMcpServerDialog, McpServerList } from '@/components/agent/McpServers';
import { ConfirmDialog } from '@/components/shared/ConfirmDialog';
import { useFeedback } from '@/hooks/useFeedback';
import { queryStatus } from '@/state/api/loadStatus';
import {
  useAddMcpServerMutation,
  useListMcpServersQuery,
  useRemoveMcpServerMutation,
} from '@/state/api/mcpServersApi';

/** The agent page's MCP servers view: list, add (in a dialog) and remove (after asking). */
export function McpServersSection() {
  const feedback = useFeedback();
  const list = useListMcpServersQuery();
  const [add] = useAddMcpServerMutation();
  const [remove, removal] = useRemoveMcpServerMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<McpServer | null>(null);

  const addServer = async (request: CreateMcpServerRequest) => {
    await add(request).unwrap();
    setAdding(false);
    feedback.notify('agent.mcp.added');
  };
  const confirmRemove = async () => {
    if (!removing) return;
    await feedback.attempt(remove(removing.id).unwrap(), 'agent.mcp.removed');
    setRemoving(null);
  };

  return (
    <Box sx={{ px: 2, pb: 2, overflowY: 'auto', flexGrow: 1 }}>
      <McpServerList
        servers={list.data?.servers ?? []}
        {...queryStatus(list)}
        onAdd={() => setAdding(true)}
        onRemove={setRemoving}
      />
      <AddMcpServerDialog open={adding} onClose={() => setAdding(false)} onAdd={addServer} />
      <ConfirmDialog
        open={removing !== null}
        title={
          <FormattedMessage id="agent.mcp.removeTitle" values={{ name: removing?.name ?? '' }} />
        }
        body={<FormattedMessage id="agent.mcp.removeBody" />}
        cancelLabel={<FormattedMessage id="agent.mcp.form.cancel" />}
        confirmLabel={<FormattedMessage id="agent.mcp.removeConfirm" />}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
        busy={removal.isLoading}
      />
    </Box>
  );
}
