import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { PREVIEW_MESSAGES } from './messages';
import { prettyJson } from './prettyJson';
import { PreviewError, PreviewLoading } from './PreviewStatus';

type JsonState =
  { status: 'loading' } | { status: 'ready'; text: string } | { status: 'error'; message: string };

/** Fetches a JSON file and shows it indented by two spaces in a scrollable monospace block. */
export function JsonPreview({ url }: { url: string }) {
  const [state, setState] = useState<JsonState>({ status: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    fetch(url, { credentials: 'same-origin', signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const pretty = prettyJson(await response.text());
        if (pretty.ok) setState({ status: 'ready', text: pretty.text });
        else
          setState({
            status: 'error',
            message: pretty.reason === 'too-large' ? PREVIEW_MESSAGES.tooLarge : PREVIEW_MESSAGES.invalidJson,
          });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ status: 'error', message: PREVIEW_MESSAGES.loadFailed });
      });
    return () => abort.abort();
  }, [url]);

  if (state.status === 'loading') return <PreviewLoading />;
  if (state.status === 'error') return <PreviewError message={state.message} />;
  return (
    <Box
      component="pre"
      aria-label="JSON content"
      tabIndex={0}
      sx={{
        m: 0,
        p: 2,
        maxHeight: '65vh',
        overflow: 'auto',
        bgcolor: 'grey.100',
        borderRadius: 1,
        fontFamily: '"DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, monospace',
        fontSize: 13,
        lineHeight: 1.5,
        whiteSpace: 'pre',
      }}
    >
      {state.text}
    </Box>
  );
}
