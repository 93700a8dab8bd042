import { ArchiveIcon, UnarchiveIcon } from '../../ui/actionIcons';
import { Button, CircularProgress } from '../../ui/primitives';

interface BulkArchiveButtonProps {
  /** The archived list is shown: the button unarchives. */
  archived: boolean;
  /** How many rows are selected; none disables the button. */
  count: number;
  /** A call is running: the button shows a spinner and waits. */
  working: boolean;
  onClick: () => void;
}

/** The Archive / Unarchive button over a list table: acts on the selected rows. */
export function BulkArchiveButton({ archived, count, working, onClick }: BulkArchiveButtonProps) {
  return (
    <Button
      variant="outlined"
      disabled={count === 0 || working}
      onClick={onClick}
      startIcon={
        working ? (
          <CircularProgress size={16} color="inherit" aria-hidden />
        ) : archived ? (
          <UnarchiveIcon />
        ) : (
          <ArchiveIcon />
        )
      }
    >
      {archived ? 'Unarchive' : 'Archive'}
    </Button>
  );
}
