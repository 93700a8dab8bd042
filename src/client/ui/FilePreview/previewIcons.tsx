import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// The preview's icons, drawn inline (Material icon paths) like ../icons.tsx, so no icon package is needed.

const icon = (path: string) =>
  function PreviewIcon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        <path d={path} />
      </SvgIcon>
    );
  };

export const ZoomInIcon = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z');
export const ZoomOutIcon = icon('M19 13H5v-2h14z');
export const DownloadIcon = icon('M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z');
export const PrintIcon = icon(
  'M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3m-3 11H8v-5h8zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-1-9H6v4h12z',
);
export const PreviousIcon = icon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
export const NextIcon = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
