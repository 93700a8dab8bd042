// The preview's texts, word for word where the spec gives them (section 2 "Shared pieces", section 8).
export const PREVIEW_MESSAGES = {
  unsupported: 'Unsupported file type for preview.',
  printBlocked: 'Unable to open print window. Please allow popups.',
  loadFailed: 'Unable to load file.',
  invalidJson: 'This file is not valid JSON.',
  tooLarge: 'This file is too large to preview. Download it instead.',
  loading: 'Loading file…',
} as const;
