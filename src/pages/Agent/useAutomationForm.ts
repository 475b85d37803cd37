import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toApiError, type ApiError } from '@/api/client';
import { AGENT_LOCALES, type AgentLocale } from '@/api/schema/agentPaths';
import type { Automation, CreateAutomationRequest } from '@/api/schema';
import { draftOf, newDraft, type AutomationDraft } from '@/components/agent/Automations';
import { useFeedback } from '@/hooks/useFeedback';
import { calendarApi } from '@/state/api/calendarApi';
import { browserTimeZone } from '@/state/timeZone/browserTimeZone';
import {
  useCreateAutomationMutation,
  useUpdateAutomationMutation,
} from '@/state/api/automationsApi';

interface FormState {
  /** The automation being edited; null for a new one. */
  editing: Automation | null;
  initial: AutomationDraft;
  /** Changes with each opening, so the form starts from `initial` again. */
  key: number;
}

/** The automation form's state: opened empty, from `/every …`, or on an automation to edit. */
export function useAutomationForm() {
  const intl = useIntl();
  // The user's chosen zone as the header already read it; no request of its own from the chat.
  const chosen = calendarApi.endpoints.calendarSettings.useQueryState();
  const timeZone = chosen.data?.timeZone ?? browserTimeZone();
  const feedback = useFeedback();
  const [state, setState] = useState<FormState | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [create, created] = useCreateAutomationMutation();
  const [update, updated] = useUpdateAutomationMutation();
  const locale: AgentLocale = (AGENT_LOCALES as readonly string[]).includes(intl.locale)
    ? (intl.locale as AgentLocale)
    : 'en';

  const show = (editing: Automation | null, initial: AutomationDraft) => {
    setError(null);
    setState((current) => ({ editing, initial, key: (current?.key ?? 0) + 1 }));
  };
  const save = async (request: Omit<CreateAutomationRequest, 'locale'>) => {
    if (!state) return;
    setError(null);
    try {
      if (state.editing) await update({ id: state.editing.id, change: request }).unwrap();
      else await create({ ...request, locale }).unwrap();
      feedback.notify(state.editing ? 'agent.automations.saved' : 'agent.automations.created');
      setState(null);
    } catch (failure) {
      // Kept in the form: what the user typed stays, the problems show on the fields.
      setError(toApiError(failure));
    }
  };
  return {
    state,
    error,
    saving: created.isLoading || updated.isLoading,
    openNew: (prompt = '') => show(null, newDraft(prompt, timeZone, new Date())),
    openEdit: (automation: Automation) => show(automation, draftOf(automation)),
    close: () => setState(null),
    save,
  };
}
