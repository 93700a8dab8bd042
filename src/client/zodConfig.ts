import { config } from 'zod';

// The app runs under a CSP without 'unsafe-eval': zod must not probe for it (or compile parsers with it). Its own
// module, imported before anything that defines a schema, so no probe runs even during the boot's early requests.
config({ jitless: true });
