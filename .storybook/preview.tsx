import { useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { DesignSystemProvider } from '../src/client/ui/DesignSystemProvider';
import { stillTheme, theme } from '../src/client/ui/theme';

// Requests without a story handler go to the network untouched (fonts, Storybook's own files); stories that
// talk to the API declare every call they make in `parameters.msw.handlers`.
initialize({ onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' }, quiet: true });

type JotaiStore = ReturnType<typeof createStore>;

/**
 * Story parameters understood by the decorators below.
 * - `route`: the URL the story starts at (MemoryRouter initial entry), default "/".
 * - `routePath`: a route pattern such as "/dashboard/projects/:id"; when given, the story is rendered as that
 *   route's element (so `useParams` works) and any navigation elsewhere shows "Navigated to {path}".
 * - `initStore`: seeds the story's fresh jotai store before the first render.
 */
interface AppParameters {
  route?: string;
  routePath?: string;
  initStore?: (store: JotaiStore) => void;
}

// The test runner marks its browser's user agent; its renders must be motion-free so that screenshots and
// interaction tests never catch a half-played transition.
const isTestRunner = () => /StorybookTestRunner/.test(navigator.userAgent);

function FreshStore({ init, children }: { init?: (store: JotaiStore) => void; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createStore();
    init?.(created);
    return created;
  });
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}

function NavigatedAway() {
  const location = useLocation();
  return <p data-testid="navigated-away">Navigated to {location.pathname + location.search}</p>;
}

const withApp: Decorator = (Story, context) => {
  const parameters = context.parameters as AppParameters;
  const story = <Story />;
  return (
    <FreshStore init={parameters.initStore}>
      <MemoryRouter initialEntries={[parameters.route ?? '/']}>
        <DesignSystemProvider theme={isTestRunner() ? stillTheme : theme}>
          {parameters.routePath ? (
            <Routes>
              <Route path={parameters.routePath} element={story} />
              <Route path="*" element={<NavigatedAway />} />
            </Routes>
          ) : (
            story
          )}
        </DesignSystemProvider>
      </MemoryRouter>
    </FreshStore>
  );
};

const preview: Preview = {
  decorators: [withApp],
  loaders: [mswLoader],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
