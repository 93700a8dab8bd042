import { Box, Typography } from '../../ui/primitives';
import { actionForCommand } from '../commandLine/CommandLine';
import type { EditorStore } from '../store/EditorStore';
import type { CommandLogLine, EditorState } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';
import type { EditorInput } from '../tools/EditorInput';

/** Lines of the command line's history the bar shows above its prompt. */
const SHOWN_LINES = 2;

export interface CommandBarViewProps {
  /** What the running command or armed tool asks for ("Specify base point:"), or "Command:". */
  prompt: string;
  /** The command name being typed. */
  text: string;
  log: readonly CommandLogLine[];
  onTextChange: (text: string) => void;
  /** Enter or Space in the field (Space only ends a command name, as in AutoCAD). */
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/** The command a typed name or alias runs, for the hint beside the field ("M" → MOVE). */
function matchOf(text: string): string | null {
  if (!/^[a-z]+$/i.test(text)) return null;
  return actionForCommand(text)?.command?.[0] ?? null;
}

/**
 * AutoCAD's command line at the foot of the drawing: the last lines it said (commands run, answers, an unknown
 * command), what it asks for now, and a field to type a command, an alias, a point or a length into.
 */
export function CommandBarView({ prompt, text, log, onTextChange, onSubmit, onCancel }: CommandBarViewProps) {
  const match = matchOf(text);
  const lines = log.slice(-SHOWN_LINES);
  return (
    <Box
      role="region"
      aria-label="Command line"
      sx={{
        width: 560,
        maxWidth: 'calc(100vw - 32px)',
        boxSizing: 'border-box',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1,
        py: 0.5,
        fontFamily: 'ui-monospace, monospace',
        fontSize: 12,
      }}
    >
      <Box role="log" aria-label="Command history" aria-live="polite" sx={{ minHeight: 16 * SHOWN_LINES }}>
        {lines.map((line, i) => (
          <Typography
            key={`${i}-${line.text}`}
            component="div"
            variant="caption"
            color={
              line.kind === 'error' ? 'error' : line.kind === 'command' ? 'text.primary' : 'text.secondary'
            }
            sx={{
              fontFamily: 'inherit',
              lineHeight: '16px',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {line.text}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          component="label"
          htmlFor="editor-command-input"
          variant="caption"
          sx={{
            fontFamily: 'inherit',
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: '70%',
          }}
        >
          {prompt}
        </Typography>
        <Box
          component="input"
          id="editor-command-input"
          aria-label="Command"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => onTextChange(e.target.value)}
          onKeyDown={(e: React.KeyboardEvent<HTMLInputElement>) => {
            // The drawing's shortcuts never see what is typed here.
            e.stopPropagation();
            const isName = /^[a-z]*$/i.test(text);
            if (e.key === 'Enter' || (e.key === ' ' && isName)) {
              e.preventDefault();
              onSubmit(text);
            } else if (e.key === 'Escape') {
              e.preventDefault();
              onCancel();
            }
          }}
          sx={{
            flex: 1,
            minWidth: 60,
            font: 'inherit',
            border: 0,
            outline: 'none',
            bgcolor: 'transparent',
            textTransform: 'uppercase',
          }}
        />
        {match ? (
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'inherit' }}>
            {match}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

const selectCommandLine = (s: EditorState) => s.commandLine;

/** The command bar of one editor: the store's command line, typed into through the editor's input. */
export function CommandBar({ store, input }: { store: EditorStore; input: EditorInput }) {
  const line = useEditorState(store, selectCommandLine);
  return (
    <CommandBarView
      prompt={line.prompt}
      text={line.text}
      log={line.log}
      onTextChange={(text) => input.commandLine.setText(text)}
      onSubmit={(text) => input.submitCommandText(text)}
      onCancel={() => input.cancel()}
    />
  );
}

/** The command name typed at the cursor, shown beside it (AutoCAD's dynamic input) with what it runs. */
export function CommandAtCursor({ store, input }: { store: EditorStore; input: EditorInput }) {
  const text = useEditorState(store, (s: EditorState) => s.commandLine.text);
  const at = input.ctx.cursor?.screen;
  if (text === '' || !at) return null;
  const match = matchOf(text);
  return (
    <Box
      aria-hidden
      style={{ left: at.x + 18, top: at.y + 18 }}
      sx={{
        position: 'absolute',
        zIndex: 3,
        px: 0.75,
        py: 0.25,
        fontSize: 12,
        fontFamily: 'ui-monospace, monospace',
        borderRadius: 0.5,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: 'background.paper',
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
      {match && match !== text ? (
        <Box component="span" sx={{ color: 'text.secondary' }}>{` → ${match}`}</Box>
      ) : null}
    </Box>
  );
}
