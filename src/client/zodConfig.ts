import { config } from 'zod/mini';

// The app runs under a CSP without 'unsafe-eval': zod must not probe for it (or compile parsers with it). Its own
// module, imported first by startApp.tsx, before anything that defines a schema.
config({ jitless: true });
