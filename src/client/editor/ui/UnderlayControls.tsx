import type { UnderlayAsset } from '../../../core/model/underlay';
import { pageUnderlays, UNDERLAY_LIMITS } from '../../../core/model/underlay';
import { Modal } from '../../ui/Modal';
import { Alert, Button, Divider, Stack } from '../../ui/primitives';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import {
  cancelCalibration,
  deleteUnderlay,
  finishCalibration,
  pickedSpan,
  placeUnderlayInView,
  setDisplay,
  startCalibration,
} from '../store/underlayActions';
import { useEditorState } from '../store/useEditorState';
import { CALIBRATION_TEXT, CalibrationDialog } from './CalibrationDialog';
import { UnderlayPanel, UnderlayUploadForm } from './UnderlayPanel';

/** How the screen stores an underlay file: the accepted files and the upload itself. */
export interface UnderlaySource {
  /** The file chooser's `accept` list. */
  accept: string;
  /** Uploads the file (and the PDF page to use) and answers where and how big to place it. */
  upload: (file: File, page: number) => Promise<UnderlayAsset>;
}

export interface UnderlayControlsProps {
  store: EditorStore;
  source: UnderlaySource;
  /** The Underlays dialog is open. */
  open: boolean;
  onClose: () => void;
}

const selectUnderlays = (s: EditorState) => {
  const id = s.currentPageId;
  const page = id ? s.histories[id]?.current : undefined;
  return page ? pageUnderlays(page) : pageUnderlays({});
};
const selectCalibration = (s: EditorState) => s.calibration;
const selectUnit = (s: EditorState) => s.unit;

export const UNDERLAYS_TITLE = 'Underlays';

/**
 * The underlay workflow around the canvas (issue 12 item 4): the Underlays dialog (add a PDF page or an image,
 * list the page's underlays), the hint while two points are picked for a calibration, and the distance dialog.
 */
export function UnderlayControls({ store, source, open, onClose }: UnderlayControlsProps) {
  const underlays = useEditorState(store, selectUnderlays);
  const calibration = useEditorState(store, selectCalibration);
  const unit = useEditorState(store, selectUnit);
  const full = underlays.length >= UNDERLAY_LIMITS.perPage;

  const upload = async (file: File, page: number) => {
    const asset = await source.upload(file, page);
    const result = placeUnderlayInView(store, asset);
    if (!result.ok) throw new Error(result.error);
  };

  const picking = calibration !== null && calibration.points.length < 2;
  return (
    <>
      <Modal
        open={open}
        title={UNDERLAYS_TITLE}
        onClose={onClose}
        actions={<Button onClick={onClose}>Done</Button>}
      >
        <Stack spacing={2}>
          <UnderlayUploadForm accept={source.accept} onUpload={upload} disabled={full} />
          {full ? (
            <Alert severity="info">
              A page can hold at most {UNDERLAY_LIMITS.perPage} underlays: remove one to add another.
            </Alert>
          ) : null}
          <Divider />
          <UnderlayPanel
            underlays={underlays}
            onCalibrate={(id) => {
              onClose();
              startCalibration(store, id);
            }}
            onDisplay={(id, change) => setDisplay(store, id, change)}
            onRemove={(id) => deleteUnderlay(store, id)}
          />
        </Stack>
      </Modal>
      {picking ? (
        <Alert
          severity="info"
          data-testid="calibration-hint"
          sx={{ position: 'absolute', top: 8, left: '50%', transform: 'translateX(-50%)', zIndex: 10 }}
          action={
            <Button color="inherit" size="small" onClick={() => cancelCalibration(store)}>
              Cancel
            </Button>
          }
        >
          {calibration.points.length === 0 ? CALIBRATION_TEXT.hintFirst : CALIBRATION_TEXT.hintSecond}
        </Alert>
      ) : null}
      {calibration && calibration.points.length === 2 ? (
        <CalibrationDialog
          open
          unit={unit}
          measured={pickedSpan(calibration.points)}
          onSubmit={(distance) => {
            finishCalibration(store, distance);
          }}
          onCancel={() => cancelCalibration(store)}
        />
      ) : null}
    </>
  );
}
