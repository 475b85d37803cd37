import { useNavigate } from 'react-router-dom';
import type { Automation } from '@/api/schema';
import type { AutomationAction } from '@/components/agent/Automations';
import { useFeedback } from '@/hooks/useFeedback';
import { conversationLink } from '@/routes/paths';
import {
  useDeleteAutomationMutation,
  useRestoreAutomationMutation,
  useRunAutomationMutation,
  useUpdateAutomationMutation,
} from '@/state/api/automationsApi';

/** What the list's menu does to one automation, each told through the app's one feedback. */
export function useAutomationActions(onEdit: (automation: Automation) => void) {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [update] = useUpdateAutomationMutation();
  const [remove] = useDeleteAutomationMutation();
  const [restore] = useRestoreAutomationMutation();
  const [run] = useRunAutomationMutation();

  return (action: AutomationAction, automation: Automation) => {
    const { id } = automation;
    switch (action) {
      case 'edit':
        return onEdit(automation);
      case 'open':
        if (automation.conversationId) void navigate(conversationLink(automation.conversationId));
        return;
      case 'pause':
      case 'resume':
        return void feedback.attempt(
          update({ id, change: { paused: action === 'pause' } }).unwrap(),
          `agent.automations.done.${action}`,
        );
      case 'run':
        return void feedback.attempt(run(id).unwrap(), 'agent.automations.started');
      case 'delete':
        return void feedback.attempt(remove(id).unwrap()).then((done) => {
          if (done)
            feedback.undoable(
              'agent.automations.deleted',
              () => void feedback.attempt(restore(id).unwrap()),
            );
        });
    }
  };
}
