/*
 * MUI's standard and filled inputs, left out of the app's build (issue 10 item 5: every route's JS on the
 * wire): MUI's TextField imports all three variants' inputs and NativeSelect the standard one as its default,
 * while the design system's text fields are all outlined and TextFieldSelect always hands NativeSelect its
 * input. A plugin in vite.config.ts (importerStubs) resolves those imports here; rendering one is a bug, so
 * it says which variant is missing instead of drawing nothing.
 */
function UnusedInput(): never {
  throw new Error(
    "TextField's standard and filled variants are not in the app's build: use the outlined one.",
  );
}

export default UnusedInput;
