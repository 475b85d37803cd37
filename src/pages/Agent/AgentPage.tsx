import Hub from '@mui/icons-material/Hub';
import Menu from '@mui/icons-material/Menu';
import Schedule from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SLASH_COMMANDS } from '@/api/schema/agentPaths';
import { AutomationForm, EVERY_COMMAND, everyPrompt } from '@/components/agent/Automations';
import { ChatThread } from '@/components/agent/ChatThread';
import { Composer } from '@/components/agent/Composer';
import { ConversationList } from '@/components/agent/ConversationList';
import { RetryAlert } from '@/components/shared/QueryStatus';
import { useAgentStream } from '@/hooks/agentStream/useAgentStream';
import {
  AGENT_VIEW_PARAM,
  AGENT_VIEWS,
  CONVERSATION_PARAM,
  conversationLink,
  PATHS,
} from '@/routes/paths';
import { useGetThreadQuery, useListConversationsQuery } from '@/state/api/agentApi';
import { runningAnswer } from '@/state/api/agentThread';
import { useAppSelector } from '@/state/hooks';
import { AgentWelcome } from './AgentWelcome';
import { AutomationsSection } from './AutomationsSection';
import { McpServersSection } from './McpServersSection';
import { useAutomationForm } from './useAutomationForm';
import { useAgentActions } from './useAgentActions';
import { useComposerDraft } from './useComposerDraft';
import { queryStatus } from '@/state/api/loadStatus';

const LIST_WIDTH = 300;
/** The server's commands and `/every`, which the page answers itself with the automation form. */
const COMMANDS = [...SLASH_COMMANDS, EVERY_COMMAND];

/** `/agent`: the conversations, the open thread and the composer (docs/product.md §8). */
export function AgentPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const conversationId = params.get(CONVERSATION_PARAM);
  const view = conversationId ? null : params.get(AGENT_VIEW_PARAM);
  const showAutomations = view === AGENT_VIEWS.automations;
  const showMcpServers = view === AGENT_VIEWS.mcpServers;
  const form = useAutomationForm();
  const username = useAppSelector((state) => state.session.user?.username ?? '');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [undone, setUndone] = useState<ReadonlySet<string>>(new Set());
  const draft = useComposerDraft();
  const list = useListConversationsQuery();
  const thread = useGetThreadQuery(conversationId ?? '', { skip: !conversationId });
  const current = conversationId ? thread.data : undefined;
  const connection = useAgentStream(conversationId, current?.seq);
  const actions = useAgentActions(conversationId);
  const streaming = Boolean(runningAnswer(current));
  const lastQuestion = current?.messages.findLast((message) => message.role === 'user')?.content;
  // A command's result is what it did, not an answer to ask for again (the server refuses it too).
  const lastAnswer = current?.messages.findLast((message) => message.role === 'assistant');
  const canRegenerate = lastAnswer !== undefined && lastAnswer.mode !== 'command';

  const open = (id: string | null) => {
    setDrawerOpen(false);
    void navigate(id ? conversationLink(id) : PATHS.agent);
  };
  const listPanel = (
    <Box sx={{ p: 2, height: 1, width: LIST_WIDTH, boxSizing: 'border-box' }}>
      <ConversationList
        conversations={list.data?.items ?? []}
        {...queryStatus(list)}
        selectedId={conversationId}
        onSelect={open}
        onNew={() => open(null)}
        onRename={actions.rename}
        onDelete={(conversation) => void actions.remove(conversation)}
      />
      {[
        { name: AGENT_VIEWS.automations, icon: <Schedule />, label: 'agent.automations.title' },
        { name: AGENT_VIEWS.mcpServers, icon: <Hub />, label: 'agent.mcp.title' },
      ].map((item) => (
        <Button
          key={item.name}
          startIcon={item.icon}
          onClick={() => {
            setDrawerOpen(false);
            void navigate(`${PATHS.agent}?${AGENT_VIEW_PARAM}=${item.name}`);
          }}
          aria-current={view === item.name ? 'page' : undefined}
          sx={{ mt: 1 }}
        >
          <FormattedMessage id={item.label} />
        </Button>
      ))}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', height: 'calc(100vh - 140px)', minHeight: 420 }}>
      {phone ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { 'aria-label': intl.formatMessage({ id: 'agent.list.label' }) } }}
        >
          {listPanel}
        </Drawer>
      ) : (
        <Box sx={{ borderInlineEnd: 1, borderColor: 'divider', flexShrink: 0 }}>{listPanel}</Box>
      )}
      <Box
        component="section"
        sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
          {phone && (
            <IconButton
              onClick={() => setDrawerOpen(true)}
              aria-label={intl.formatMessage({ id: 'agent.list.open' })}
            >
              <Menu />
            </IconButton>
          )}
          <Typography variant="h5" component="h1" noWrap>
            {showAutomations
              ? intl.formatMessage({ id: 'agent.automations.title' })
              : showMcpServers
                ? intl.formatMessage({ id: 'agent.mcp.title' })
                : current?.conversation.title || intl.formatMessage({ id: 'menu.agent' })}
          </Typography>
        </Box>
        {connection === 'offline' && (
          <Alert severity="warning" sx={{ mx: 2 }}>
            <FormattedMessage id="agent.offline" />
          </Alert>
        )}
        {conversationId && thread.isError && (
          <RetryAlert
            title={<FormattedMessage id="agent.thread.error" />}
            error={thread.error}
            onRetry={() => void thread.refetch()}
            sx={{ mx: 2 }}
          />
        )}
        {showAutomations ? (
          <AutomationsSection onNew={() => form.openNew()} onEdit={form.openEdit} />
        ) : showMcpServers ? (
          <McpServersSection />
        ) : current && current.messages.length > 0 ? (
          <ChatThread
            messages={current.messages}
            username={username}
            undone={undone}
            onDecide={actions.decide}
            onUndo={(key, target) =>
              void actions.undo(target).then((done) => {
                if (done) setUndone((keys) => new Set(keys).add(key));
              })
            }
            onSuggestion={(command) => draft.change(`/${command} `)}
          />
        ) : conversationId && thread.isFetching ? (
          <Box
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'agent.thread.loading' })}
            sx={{ flexGrow: 1 }}
          />
        ) : (
          <AgentWelcome onExample={draft.change} />
        )}
        <Box sx={{ px: 2, pb: 2, maxWidth: 860, width: 1, mx: 'auto', boxSizing: 'border-box' }}>
          <Composer
            value={draft.value}
            onChange={draft.change}
            onSend={(text, { replacesLast }) => {
              const prompt = everyPrompt(text);
              if (prompt !== null) {
                form.openNew(prompt);
                draft.sent();
                return;
              }
              return actions.send(text, replacesLast).then((sent) => {
                if (sent) draft.sent();
              });
            }}
            commands={COMMANDS}
            streaming={streaming}
            onStop={actions.stop}
            lastQuestion={streaming ? undefined : lastQuestion}
            onRegenerate={!streaming && canRegenerate ? actions.regenerate : undefined}
            editing={editing}
            onEditingChange={setEditing}
            sendDisabled={connection === 'offline'}
          />
        </Box>
      </Box>
      {form.state && (
        <AutomationForm
          key={form.state.key}
          open
          editing={form.state.editing !== null}
          initial={form.state.initial}
          saving={form.saving}
          error={form.error}
          onSave={(request) => void form.save(request)}
          onClose={form.close}
        />
      )}
    </Box>
  );
}
