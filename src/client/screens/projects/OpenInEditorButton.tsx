import { FILE_KINDS } from '../../../contract/files';
import { OpenInEditorIcon } from '../../ui/actionIcons';
import { CircularProgress, IconButton, Tooltip } from '../../ui/primitives';

/** Whether the editor can open a file of this content type: the vector drawings (DXF, PDF), not images. */
export const isOpenable = (contentType: string): boolean =>
  [FILE_KINDS.dxf.contentType, FILE_KINDS.pdf.contentType].some((type) => contentType.startsWith(type));
export const NOT_OPENABLE_HINT = 'Only DXF and PDF drawings open in the editor';

interface Props {
  /** What the row shows (file or page name), for the accessible name. */
  name: string;
  contentType: string;
  /** This row is being converted. */
  opening: boolean;
  /** Another row is being converted: one at a time. */
  busy: boolean;
  onOpen: () => void;
}

/** A row action: converts the drawing into a new floor design and opens it (a spinner while it converts). */
export function OpenInEditorButton({ name, contentType, opening, busy, onOpen }: Props) {
  const openable = isOpenable(contentType);
  const label = opening ? `Opening ${name} in the editor` : `Open ${name} in the editor`;
  return (
    <Tooltip title={openable ? 'Open in editor' : NOT_OPENABLE_HINT}>
      {/* A span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton size="small" aria-label={label} disabled={!openable || busy || opening} onClick={onOpen}>
          {opening ? <CircularProgress size={18} aria-hidden /> : <OpenInEditorIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
