import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AskScope } from '@/api/schema';
import { Answer } from '@/components/files/Answer/Answer';
import type { AskTurn } from '@/hooks/askSession/useAskSession';
import { availableScopes, scopeFor, type ScopeChoice, type ScopeFile } from './askScopes';
import { QuestionForm } from './QuestionForm';
import { ScopeChips } from './ScopeChips';

export interface AskPanelProps {
  /** This visit's questions and answers, oldest first. */
  turns: AskTurn[];
  /** An answer is streaming: asking again waits, Stop shows. */
  busy: boolean;
  onAsk: (question: string, scope: AskScope) => void;
  onStop: () => void;
  /** The file open in the preview, offered as the "this file" scope. */
  openFile?: ScopeFile | null;
  /** Files picked in the list, offered as the "selected files" scope. */
  selection?: ScopeFile[];
  /** Nothing to ask over yet (no file ready): the field is off and says why. */
  disabled?: boolean;
}

/** Questions over one file, a selection, every file, or files and notes; answers cite sources. */
export function AskPanel({
  turns,
  busy,
  onAsk,
  onStop,
  openFile = null,
  selection = [],
  disabled = false,
}: AskPanelProps) {
  const titleId = useId();
  const options = { openFile, selection };
  const available = availableScopes(options);
  const [picked, setPicked] = useState<ScopeChoice | null>(null);
  // Until the user picks or asks, an open file is the natural scope. A question keeps its scope
  // for the next one, so a citation opening its file does not narrow it unsaid. A pick that no
  // longer applies (the file was closed, the selection cleared) falls back to every file.
  const choice: ScopeChoice =
    picked && available.includes(picked) ? picked : openFile ? 'file' : 'all';

  const last = useRef<HTMLLIElement>(null);
  useEffect(() => {
    last.current?.scrollIntoView({ block: 'nearest' });
  }, [turns.length]);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2" id={titleId}>
        <FormattedMessage id="assistant.title" />
      </Typography>
      {turns.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={disabled ? 'assistant.noFiles' : 'assistant.intro'} />
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {turns.map((turn, index) => (
            <Box
              component="li"
              key={turn.id}
              ref={index === turns.length - 1 ? last : undefined}
              sx={{ display: 'grid', gap: 1 }}
            >
              {index > 0 && <Divider sx={{ mb: 1 }} />}
              <Typography
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
              >
                {turn.question}
              </Typography>
              <Answer turn={turn} />
            </Box>
          ))}
        </Box>
      )}
      <ScopeChips value={choice} onChange={setPicked} {...options} />
      <QuestionForm
        busy={busy}
        disabled={disabled}
        onAsk={(question) => {
          setPicked(choice);
          onAsk(question, scopeFor(choice, options));
        }}
        onStop={onStop}
      />
    </Box>
  );
}
