import { useFormControl } from '@mui/material/FormControl';
import NativeSelect from '@mui/material/NativeSelect';
import { forwardRef, type ReactElement, type ReactNode } from 'react';

/** What MUI's TextField hands its select slot (see TextField.mjs), and the app's `slotProps.select`. */
export interface TextFieldSelectProps {
  native?: boolean;
  id?: string;
  labelId?: string;
  value?: unknown;
  input?: ReactElement;
  inputProps?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
  'aria-describedby'?: string;
}

/**
 * The select of MUI's TextField, native only (issue 10 item 5: every route's JS on the wire). MUI's TextField
 * imports its Select, which brings the menu, popover and list-navigation code to every screen with a text
 * field (the login form's included); a plugin in vite.config.ts (importerStubs) resolves that one import here.
 * This renders what MUI's Select renders with `native` (a `<select>` inside the field's outlined input, the
 * same classes), so a TextField `select` takes `<option>` children and `slotProps={{ select: { native: true } }}`
 * (without it TextField leaves the label unlinked, as for MUI's menu select). MUI's Select itself, with its
 * menu, stays in the design system for the dialogs that use it.
 */
const TextFieldSelect = forwardRef<HTMLDivElement, TextFieldSelectProps>(function TextFieldSelect(
  { native, id, labelId: _labelId, inputProps, className, children, ...other },
  ref,
) {
  const formControl = useFormControl();
  if (!native && import.meta.env.DEV) {
    console.error('TextField select must be native: pass slotProps={{ select: { native: true } }}.');
  }
  const classes = className ? `MuiSelect-root ${className}` : 'MuiSelect-root';
  return (
    <NativeSelect
      ref={ref}
      className={classes}
      inputProps={{ id, error: formControl?.error, ...inputProps }}
      {...other}
    >
      {children}
    </NativeSelect>
  );
});

export default TextFieldSelect;
