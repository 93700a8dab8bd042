import type { UploadedFile } from '../../../contract/projects';
import { FilePreview } from '../../ui/FilePreview/FilePreview';
import { UploadMetadata } from './metadata/UploadMetadata';

export interface UploadPreviewProps {
  file: UploadedFile;
  view: 'preview' | 'details';
  onClose: () => void;
}

/**
 * An upload's preview dialog with its Metadata tab. The uploads panel loads this module when a preview is first
 * opened, so the project page does not carry the viewers, the tabs and the metadata tables.
 */
export function UploadPreview({ file, view, onClose }: UploadPreviewProps) {
  return (
    <FilePreview
      open
      onClose={onClose}
      url={file.file}
      fileName={file.file_name}
      contentType={file.content_type}
      details={{ label: 'Metadata', content: <UploadMetadata file={file} /> }}
      // A DXF is previewed by the mockup processing rendered from it, once there is one.
      {...(file.debug_output
        ? { rendering: { url: file.debug_output, caption: 'Mockup rendered from the drawing' } }
        : {})}
      initialView={view}
    />
  );
}
