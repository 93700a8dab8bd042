import {
  DEFAULT_PAGE_ORDER,
  DEFAULT_SHEET_TYPE,
  type DrawingPageCreateFields,
} from '../../../contract/projects';

/** What the Add Page form holds. */
export interface AddPageValues {
  name: string;
  page_type: string;
  scale: string;
  order: string;
  file: File | null;
}

/** A fresh form, and the form after a reset: page type floor, order 0 (spec section 9). */
export function emptyAddPage(): AddPageValues {
  return {
    name: '',
    page_type: DEFAULT_SHEET_TYPE,
    scale: '',
    order: String(DEFAULT_PAGE_ORDER),
    file: null,
  };
}

/** Add Page is enabled only when name, page_type and file are all set (spec section 5). */
export function canAddPage(values: AddPageValues): boolean {
  return values.name.trim() !== '' && values.page_type !== '' && values.file !== null;
}

/** The multipart text fields; an empty scale or order is left for the server's defaults. */
export function addPageFields(values: AddPageValues): DrawingPageCreateFields {
  const fields: DrawingPageCreateFields = { name: values.name.trim(), page_type: values.page_type };
  if (values.scale.trim() !== '') fields.scale = values.scale.trim();
  if (values.order.trim() !== '') fields.order = values.order.trim();
  return fields;
}
