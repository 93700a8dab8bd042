import { config, locales } from 'zod/mini';

// The contract's schemas are zod/mini's (issue 10 item 5: the same schemas cost every route about half the bytes
// of zod's classic API, whose schema methods keep every check and format in the bundle). Mini sets no locale of
// its own: the English messages classic zod installed are set here, so every refusal the server words (and the
// account form shows) reads as before.
config(locales.en());

export { z } from 'zod/mini';
