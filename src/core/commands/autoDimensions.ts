import { automaticDimensions, type Page } from '../model/page';
import type { CommandResult } from './result';
import { done } from './result';

/**
 * Turns the page's automatic dimensions on (the default, stored as no field) or off (a drawing opened as its
 * author drew it). One undo step.
 */
export function setAutoDimensions(page: Page, on: boolean): CommandResult {
  if (automaticDimensions(page) === on) return done(page, 'Automatic dimensions', 'ignore');
  const { autoDimensions: _old, ...rest } = page;
  return done(on ? rest : { ...rest, autoDimensions: false }, `Automatic dimensions ${on ? 'on' : 'off'}`);
}
