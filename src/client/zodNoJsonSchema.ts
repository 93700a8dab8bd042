// zod's JSON Schema output, left out of the client build (issue 10 item 5: every route's JS on the wire). zod's
// classic schemas import its JSON Schema generator for `.toJSONSchema()` and Standard Schema's `jsonSchema`,
// which the client never calls; a plugin in vite.config.ts (importerStubs) resolves those two imports of
// `zod/v4/classic/schemas.js` here, for the app's build only (the server and the tests keep zod whole). Each
// stand-in throws, so a use shows up as an error. A zod upgrade must re-check the names classic/schemas.js
// reads from `processors`.

const unused = (): never => {
  throw new Error("zod's JSON Schema output is not in the client build.");
};

// core/to-json-schema.js
export const createToJSONSchemaMethod = () => unused;
export const createStandardJSONSchemaMethod = () => unused;

// core/json-schema-processors.js: the per-type processors, and the check summary behind the `minLength`,
// `maxLength`, `format`, `minValue`, `maxValue`, `isInt` and `isFinite` getters (unused by the client).
export const aggregateChecks = unused;
export const anyProcessor = unused;
export const arrayProcessor = unused;
export const bigintProcessor = unused;
export const booleanProcessor = unused;
export const catchProcessor = unused;
export const customProcessor = unused;
export const dateProcessor = unused;
export const defaultProcessor = unused;
export const enumProcessor = unused;
export const fileProcessor = unused;
export const functionProcessor = unused;
export const intersectionProcessor = unused;
export const lazyProcessor = unused;
export const literalProcessor = unused;
export const mapProcessor = unused;
export const nanProcessor = unused;
export const neverProcessor = unused;
export const nonoptionalProcessor = unused;
export const nullProcessor = unused;
export const nullableProcessor = unused;
export const numberProcessor = unused;
export const objectProcessor = unused;
export const optionalProcessor = unused;
export const pipeProcessor = unused;
export const prefaultProcessor = unused;
export const promiseProcessor = unused;
export const readonlyProcessor = unused;
export const recordProcessor = unused;
export const setProcessor = unused;
export const stringProcessor = unused;
export const successProcessor = unused;
export const symbolProcessor = unused;
export const templateLiteralProcessor = unused;
export const transformProcessor = unused;
export const tupleProcessor = unused;
export const undefinedProcessor = unused;
export const unionProcessor = unused;
export const unknownProcessor = unused;
export const voidProcessor = unused;
