import Tooltip from '@mui/material/Tooltip';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Stop from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { SlashMenu, slashOptionId } from '@/components/agent/SlashMenu';
import { ComposerActions } from './ComposerActions';
import { useSlashCompletion } from './useSlashCompletion';

export interface ComposerProps {
  /** The text in the box; the page keeps it (and its draft) so a 401 loses nothing. */
  value: string;
  onChange: (value: string) => void;
  /**
   * Sends `text`; `replacesLast` when the user edited the last question and resends it. While the
   * promise it may return is pending, the box sends nothing more (a second Enter is not a second
   * message).
   */
  onSend: (text: string, options: { replacesLast: boolean }) => void | Promise<unknown>;
  /** The slash commands the server knows, completed as the user types. */
  commands: readonly string[];
  /** An answer is streaming: the send button becomes Stop. */
  streaming?: boolean;
  onStop?: () => void;
  /** The last question, offered for editing and resending; absent in a new conversation. */
  lastQuestion?: string;
  /** The last answer can be asked again. */
  onRegenerate?: () => void;
  /** True while the box holds the last question being edited. */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
  /** Offline or signed out: typing stays possible, sending waits. */
  sendDisabled?: boolean;
}

/**
 * Where the user writes to the agent (docs/product.md §8): Enter sends, Shift+Enter breaks the
 * line, a lone `/word` opens the slash commands, and Stop replaces Send while an answer streams.
 */
export function Composer(props: ComposerProps) {
  const { value, onChange, onSend, commands, streaming = false, onStop } = props;
  const { editing = false, onEditingChange, sendDisabled = false } = props;
  const intl = useIntl();
  const menuId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const slash = useSlashCompletion(value, commands, onChange);
  const text = value.trim();
  // The ref answers a second key press in the same frame; the state disables the button.
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const canSend = text.length > 0 && !streaming && !sendDisabled && !sending;

  const send = () => {
    if (!canSend || inFlight.current) return;
    const result = onSend(text, { replacesLast: editing });
    onEditingChange?.(false);
    if (!result) return;
    inFlight.current = true;
    setSending(true);
    void result.finally(() => {
      inFlight.current = false;
      setSending(false);
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (slash.handleKey(event)) {
      event.preventDefault();
      return;
    }
    // An IME composing a word uses Enter to confirm it, not to send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
    if (event.key === 'Escape' && editing) {
      onEditingChange?.(false);
      onChange('');
    }
  };
  const editLast = () => {
    if (props.lastQuestion === undefined) return;
    onChange(props.lastQuestion);
    onEditingChange?.(true);
    input.current?.focus();
  };

  const open = slash.matches.length > 0;
  const activeCommand = slash.matches[slash.activeIndex];
  const label = intl.formatMessage({
    id: editing ? 'agent.composer.editLabel' : 'agent.composer.label',
  });

  return (
    <Box component="form" onSubmit={submit} sx={{ position: 'relative' }}>
      {open && (
        <Box sx={{ position: 'absolute', insetInline: 0, bottom: '100%', mb: 1, zIndex: 1 }}>
          <SlashMenu
            id={menuId}
            commands={slash.matches}
            activeIndex={slash.activeIndex}
            onPick={(command) => {
              slash.pick(command);
              input.current?.focus();
            }}
          />
        </Box>
      )}
      <ComposerActions
        streaming={streaming}
        editing={editing}
        canEdit={props.lastQuestion !== undefined}
        onEditLast={editLast}
        onCancelEdit={() => {
          onEditingChange?.(false);
          onChange('');
        }}
        onRegenerate={props.onRegenerate}
      />
      <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1 }}>
        <InputBase
          inputRef={input}
          multiline
          maxRows={8}
          fullWidth
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
          placeholder={intl.formatMessage({ id: 'agent.composer.placeholder' })}
          inputProps={{
            'aria-label': label,
            'aria-autocomplete': 'list',
            'aria-controls': open ? menuId : undefined,
            'aria-activedescendant':
              open && activeCommand ? slashOptionId(menuId, activeCommand) : undefined,
            'aria-describedby': `${menuId}-hint`,
          }}
          sx={{ px: 1, py: 0.5 }}
        />
        {streaming ? (
          <Tooltip title={intl.formatMessage({ id: 'agent.composer.stop' })}>
            <IconButton
              color="primary"
              onClick={onStop}
              aria-label={intl.formatMessage({ id: 'agent.composer.stop' })}
            >
              <Stop />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip title={intl.formatMessage({ id: 'agent.composer.send' })}>
            <span>
              <IconButton
                type="submit"
                color="primary"
                disabled={!canSend}
                aria-label={intl.formatMessage({ id: 'agent.composer.send' })}
              >
                <ArrowUpward />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Paper>
      <Box
        id={`${menuId}-hint`}
        sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5, px: 1 }}
      >
        {intl.formatMessage({
          id: sendDisabled ? 'agent.composer.offline' : 'agent.composer.hint',
        })}
      </Box>
    </Box>
  );
}
