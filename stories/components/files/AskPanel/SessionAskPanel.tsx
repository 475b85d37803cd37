import { AskPanel, type AskPanelProps } from '@/components/files/AskPanel';
import { useAskSession } from '@/hooks/askSession/useAskSession';

export type SessionAskPanelProps = Omit<AskPanelProps, 'turns' | 'busy' | 'onAsk' | 'onStop'>;

/** The panel wired to the streaming session as the page wires it, answered by the MSW mocks. */
export function SessionAskPanel(props: SessionAskPanelProps) {
  const session = useAskSession();
  return (
    <AskPanel
      {...props}
      turns={session.turns}
      busy={session.busy}
      onAsk={session.ask}
      onStop={session.stop}
    />
  );
}
