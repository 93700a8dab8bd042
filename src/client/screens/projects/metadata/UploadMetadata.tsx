import type { ReactNode } from 'react';
import {
  readProcessedMetadata,
  type DxfLayerInfo,
  type DxfMetadata,
  type ImageMetadata,
  type JsonFileMetadata,
  type PdfMetadata,
  type PdfPageInfo,
  type RoomInfo,
} from '../../../../contract/metadata';
import type { UploadedFile } from '../../../../contract/projects';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { DetailList, type DetailItem } from '../../../ui/DetailList';
import { Alert, AlertTitle, Box, Chip, Link, Stack, Typography } from '../../../ui/primitives';
import { formatBytes, formatNumber } from '../format';
import {
  extentsText,
  layerStates,
  MAX_ROWS,
  pageSizeText,
  roomAreaText,
  roomName,
  sheetText,
  shownOf,
  sortedEntityCounts,
  textExcerpt,
  unitText,
} from './metadataText';

function Section({ title, note, children }: { title: string; note?: string | null; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {note ? (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}

/** A list cut to MAX_ROWS with a note saying so. */
function Limited<Row>({
  title,
  rows,
  columns,
  rowId,
  emptyText,
}: {
  title: string;
  rows: readonly Row[];
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rowId: (row: Row, index: number) => string | number;
  emptyText: string;
}) {
  const shown = rows.slice(0, MAX_ROWS);
  const ids = new Map(shown.map((row, index) => [row, rowId(row, index)]));
  return (
    <Section title={title} note={shownOf(shown.length, rows.length)}>
      <Box sx={{ maxHeight: 360, overflow: 'auto' }}>
        <DataTable
          ariaLabel={title}
          rows={shown}
          columns={columns}
          getRowId={(row) => ids.get(row) ?? ''}
          emptyText={emptyText}
        />
      </Box>
    </Section>
  );
}

function Warnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <AlertTitle>{warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.map((warning, index) => (
          <li key={index}>{warning}</li>
        ))}
      </Box>
    </Alert>
  );
}

const LAYER_COLUMNS: ReadonlyArray<DataTableColumn<DxfLayerInfo>> = [
  {
    key: 'name',
    header: 'Layer',
    render: (layer) => (layer.implicit ? `${layer.name} (not in the layer table)` : layer.name),
  },
  {
    key: 'state',
    header: 'State',
    render: (layer) => (
      <Stack direction="row" spacing={0.5}>
        {layerStates(layer).map((state) => (
          <Chip
            key={state}
            label={state}
            size="small"
            variant={state === 'On' ? 'outlined' : 'filled'}
            color={state === 'On' ? 'success' : 'default'}
          />
        ))}
      </Stack>
    ),
  },
  { key: 'color', header: 'Colour', align: 'right' },
  { key: 'linetype', header: 'Linetype' },
  { key: 'entity_count', header: 'Entities', align: 'right', render: (l) => formatNumber(l.entity_count) },
];

function roomColumns(units: string): ReadonlyArray<DataTableColumn<RoomInfo & { index: number }>> {
  return [
    { key: 'name', header: 'Room', render: (room) => roomName(room, room.index) },
    { key: 'area', header: 'Area', align: 'right', render: (room) => roomAreaText(room, units) },
    {
      key: 'perimeter',
      header: 'Perimeter',
      align: 'right',
      render: (room) => `${room.perimeter.toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
    },
  ];
}

const TEXT_COLUMNS: ReadonlyArray<DataTableColumn<DxfMetadata['texts'][number]>> = [
  { key: 'text', header: 'Text', render: (t) => <Box sx={{ overflowWrap: 'anywhere' }}>{t.text}</Box> },
  { key: 'layer', header: 'Layer' },
  {
    key: 'height',
    header: 'Height',
    align: 'right',
    render: (t) => formatNumber(Number(t.height.toFixed(3))),
  },
];

function DxfDetails({ metadata }: { metadata: DxfMetadata }) {
  const summary: DetailItem[] = [
    { label: 'Units', value: unitText(metadata.units, metadata.insunits) },
    { label: 'DXF version', value: metadata.dxf_version ?? 'Not stated' },
    { label: 'Size (extents)', value: extentsText(metadata) ?? 'Empty drawing' },
    { label: 'Model-space entities', value: formatNumber(metadata.msp_entities) },
    { label: 'Paper-space entities', value: formatNumber(metadata.paper_space_entities) },
    { label: 'Closed polylines', value: formatNumber(metadata.closed_polylines) },
    { label: 'Blocks', value: formatNumber(metadata.blocks) },
    { label: 'Layers', value: formatNumber(metadata.layers.length) },
    { label: 'Rooms found', value: formatNumber(metadata.rooms.length) },
    { label: 'Encoding', value: metadata.binary ? 'Binary DXF' : metadata.encoding },
  ];
  const rooms = metadata.rooms.map((room, index) => ({ ...room, index }));
  return (
    <>
      <DetailList items={summary} />
      <Warnings warnings={metadata.warnings} />
      <Limited
        title="Layers"
        rows={metadata.layers}
        columns={LAYER_COLUMNS}
        rowId={(layer) => layer.name}
        emptyText="The drawing has no layers."
      />
      <Limited
        title="Entity counts"
        rows={sortedEntityCounts(metadata.entity_counts)}
        columns={[
          { key: 'type', header: 'Type' },
          { key: 'count', header: 'Count', align: 'right', render: (row) => formatNumber(row.count) },
        ]}
        rowId={(row) => row.type}
        emptyText="No model-space entities."
      />
      <Limited
        title="Rooms"
        rows={rooms}
        columns={roomColumns(metadata.units)}
        rowId={(room) => room.index}
        emptyText="No closed rooms were found among the drawing's lines."
      />
      <Limited
        title="Texts"
        rows={metadata.texts}
        columns={TEXT_COLUMNS}
        rowId={(_text, index) => index}
        emptyText="The drawing has no texts."
      />
      {metadata.dimensions.length > 0 ? (
        <Limited
          title="Dimensions"
          rows={metadata.dimensions}
          columns={[
            { key: 'text', header: 'Text', render: (d) => d.text || '—' },
            {
              key: 'measurement',
              header: 'Measurement',
              align: 'right',
              render: (d) => (d.measurement === null ? '—' : formatNumber(Number(d.measurement.toFixed(3)))),
            },
          ]}
          rowId={(_d, index) => index}
          emptyText=""
        />
      ) : null}
    </>
  );
}

const PAGE_COLUMNS: ReadonlyArray<DataTableColumn<PdfPageInfo>> = [
  { key: 'page', header: 'Page', align: 'right' },
  { key: 'size', header: 'Size', render: (p) => pageSizeText(p.width_pt, p.height_pt) },
  { key: 'sheet', header: 'Sheet', render: (p) => sheetText(p.sheet) ?? '—' },
  { key: 'text_chars', header: 'Text characters', align: 'right', render: (p) => formatNumber(p.text_chars) },
  { key: 'paths', header: 'Vector paths', align: 'right', render: (p) => formatNumber(p.vectors.paths) },
  {
    key: 'text',
    header: 'Text (start)',
    render: (p) => (
      <Box sx={{ maxWidth: 320, overflowWrap: 'anywhere', color: 'text.secondary' }}>
        {textExcerpt(p) || '—'}
      </Box>
    ),
  },
];

function PdfDetails({ metadata }: { metadata: PdfMetadata }) {
  const first = metadata.page_sizes_pt[0];
  const summary: DetailItem[] = [
    { label: 'Pages', value: formatNumber(metadata.pages) },
    { label: 'First page size', value: first ? pageSizeText(first[0], first[1]) : '—' },
    { label: 'Sheet (first page)', value: sheetText(metadata.sheet) ?? 'Not found' },
    { label: 'Text characters', value: formatNumber(metadata.text_chars) },
    { label: 'Vector paths', value: formatNumber(metadata.vectors.paths) },
    { label: 'Images', value: formatNumber(metadata.vectors.images) },
    { label: 'Title', value: metadata.metadata.title ?? '—' },
    { label: 'Creator', value: metadata.metadata.creator ?? '—' },
    { label: 'Producer', value: metadata.metadata.producer ?? '—' },
  ];
  return (
    <>
      <DetailList items={summary} />
      <Warnings warnings={metadata.warnings} />
      <Limited
        title="Pages"
        rows={metadata.page_details}
        columns={PAGE_COLUMNS}
        rowId={(p) => p.page}
        emptyText="No pages."
      />
    </>
  );
}

function ImageDetails({ metadata }: { metadata: ImageMetadata }) {
  const items: DetailItem[] = [
    { label: 'Format', value: metadata.format.toUpperCase() },
    { label: 'Size', value: `${formatNumber(metadata.width)} × ${formatNumber(metadata.height)} px` },
    { label: 'Megapixels', value: formatNumber(metadata.megapixels) },
    { label: 'Resolution', value: metadata.dpi ? `${metadata.dpi.x} × ${metadata.dpi.y} dpi` : 'Not stated' },
    {
      label: 'Printed size',
      value: metadata.print_size_in
        ? `${metadata.print_size_in.width} × ${metadata.print_size_in.height} in`
        : '—',
    },
    { label: 'Colour', value: metadata.color },
  ];
  return (
    <>
      <DetailList items={items} />
      <Warnings warnings={metadata.warnings} />
    </>
  );
}

function JsonDetails({ metadata }: { metadata: JsonFileMetadata }) {
  const items: DetailItem[] = [
    { label: 'Size', value: formatBytes(metadata.size_bytes) },
    { label: 'Top level', value: metadata.root_type },
    {
      label: metadata.root_type === 'array' ? 'Items' : 'Keys',
      value: formatNumber(metadata.root_type === 'array' ? metadata.array_length : metadata.key_count),
    },
  ];
  return (
    <>
      <DetailList items={items} />
      <Warnings warnings={metadata.warnings} />
      {metadata.keys.length > 0 ? (
        <Limited
          title="Keys"
          rows={metadata.keys}
          columns={[
            { key: 'key', header: 'Key' },
            {
              key: 'type',
              header: 'Type',
              render: (k) => (k.length === undefined ? k.type : `${k.type} (${formatNumber(k.length)})`),
            },
          ]}
          rowId={(k) => k.key}
          emptyText=""
        />
      ) : null}
    </>
  );
}

function Status({ children, severity = 'info' }: { children: ReactNode; severity?: 'info' | 'error' }) {
  return <Alert severity={severity}>{children}</Alert>;
}

/**
 * What metadata generation found in an uploaded file: units, layers, entity counts, rooms and texts of a DXF;
 * pages, sheet sizes and titles of a PDF; warnings of any file. Every state says what it is, so "not generated
 * yet", "still running", "failed" and "nothing found" never look alike.
 */
export function UploadMetadata({ file }: { file: UploadedFile }) {
  if (file.processing_status === 'queued' || file.processing_status === 'running') {
    return <Status>Metadata is being generated. This view updates when it is ready.</Status>;
  }
  const read = readProcessedMetadata(file.processed_json);
  if (file.processing_status === 'failed' && read.status !== 'ok') {
    return (
      <Status severity="error">
        <AlertTitle>Metadata generation failed</AlertTitle>
        {file.processing_error ?? 'The file could not be processed.'}
      </Status>
    );
  }
  if (read.status === 'none') {
    return <Status>No metadata yet: use Generate metadata on this file.</Status>;
  }
  if (read.status === 'unreadable') {
    return (
      <Status severity="error">
        This file's metadata is in a form this page cannot show. Generate it again to refresh it.
      </Status>
    );
  }
  const { metadata } = read;
  return (
    <Box aria-label={`Metadata of ${file.file_name}`} role="region">
      {file.processing_status === 'failed' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          The last generation failed ({file.processing_error ?? 'no reason given'}); this is the earlier
          result.
        </Alert>
      ) : null}
      {file.generated_dxf ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Link href={file.generated_dxf} download>
            Download the generated DXF
          </Link>
        </Typography>
      ) : null}
      {metadata.format === 'dxf' ? (
        <DxfDetails metadata={metadata} />
      ) : metadata.format === 'pdf' ? (
        <PdfDetails metadata={metadata} />
      ) : metadata.format === 'json' ? (
        <JsonDetails metadata={metadata} />
      ) : (
        <ImageDetails metadata={metadata} />
      )}
    </Box>
  );
}
