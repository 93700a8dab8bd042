import base from './vite.config';
export default {
  ...base,
  build: {
    ...base.build,
    outDir: '/tmp/bundle-dist-try',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'x-react-router', test: /node_modules\/react-router/ },
            { name: 'x-react-dom', test: /node_modules\/(react-dom|scheduler)/ },
            { name: 'x-react-reconciler', test: /node_modules\/react-reconciler/ },
            { name: 'x-zod', test: /node_modules\/zod/ },
            { name: 'x-pixi-react', test: /node_modules\/@pixi\/react/ },
            { name: 'x-emotion', test: /node_modules\/@emotion/ },
            { name: 'x-jotai', test: /node_modules\/jotai/ },
          ],
        },
      },
    },
  },
};
