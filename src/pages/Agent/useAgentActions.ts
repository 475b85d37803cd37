import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { AgentLocale, Conversation } from '@/api/schema/agent';
import { AGENT_LOCALES } from '@/api/schema/agentPaths';
import type { UndoTarget } from '@/components/agent/ChatThread';
import { useFeedback } from '@/hooks/useFeedback';
import { conversationLink, PATHS } from '@/routes/paths';
import {
  useCreateConversationMutation,
  useDecideStepMutation,
  useDeleteConversationMutation,
  useEditLastMutation,
  useRegenerateMutation,
  useRenameConversationMutation,
  useRestoreConversationMutation,
  useSendMessageMutation,
  useStopAnswerMutation,
} from '@/state/api/agentApi';
import { useDeleteAutomationMutation } from '@/state/api/automationsApi';
import { useDeleteEventMutation } from '@/state/api/calendarApi';
import { useSetNoteStateMutation } from '@/state/api/notesApi';

/** What the page does for the user: each call reports its failure in their words. */
export function useAgentActions(conversationId: string | null) {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [create] = useCreateConversationMutation();
  const [send] = useSendMessageMutation();
  const [editLast] = useEditLastMutation();
  const [regenerate] = useRegenerateMutation();
  const [stop] = useStopAnswerMutation();
  const [decide] = useDecideStepMutation();
  const [rename] = useRenameConversationMutation();
  const [remove] = useDeleteConversationMutation();
  const [restore] = useRestoreConversationMutation();
  const [setNoteState] = useSetNoteStateMutation();
  const [deleteEvent] = useDeleteEventMutation();
  const [deleteAutomation] = useDeleteAutomationMutation();
  const locale: AgentLocale = (AGENT_LOCALES as readonly string[]).includes(intl.locale)
    ? (intl.locale as AgentLocale)
    : 'en';
  const context = { locale, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };

  return {
    /** Sends in the open conversation, or starts one first. Resolves whether the server has it. */
    async send(content: string, replacesLast: boolean): Promise<boolean> {
      let id = conversationId;
      if (!id) {
        try {
          id = (await create().unwrap()).id;
        } catch (error) {
          feedback.failed(error);
          return false;
        }
        void navigate(conversationLink(id));
      }
      const run = replacesLast ? editLast : send;
      return feedback.attempt(run({ id, content, ...context }).unwrap());
    },
    regenerate: () =>
      conversationId &&
      void feedback.attempt(regenerate({ id: conversationId, ...context }).unwrap()),
    stop: () => conversationId && void feedback.attempt(stop(conversationId).unwrap()),
    decide: (stepId: string, decision: 'once' | 'always' | 'decline') =>
      conversationId &&
      void feedback.attempt(decide({ id: conversationId, stepId, decision }).unwrap()),
    rename: (id: string, title: string) => void feedback.attempt(rename({ id, title }).unwrap()),
    async remove(conversation: Conversation) {
      if (!(await feedback.attempt(remove(conversation.id).unwrap()))) return;
      if (conversation.id === conversationId) void navigate(PATHS.agent);
      feedback.undoable(
        'agent.list.deleted',
        () => void feedback.attempt(restore(conversation.id).unwrap()),
      );
    },
    /** Takes back what a command or a tool created; resolves whether it was. */
    undo: (target: UndoTarget) =>
      feedback.attempt(
        target.kind === 'note'
          ? setNoteState({ id: target.noteId, action: 'trash' }).unwrap()
          : target.kind === 'event'
            ? deleteEvent({ username: target.username, id: target.eventId }).unwrap()
            : deleteAutomation(target.automationId).unwrap(),
      ),
  };
}
