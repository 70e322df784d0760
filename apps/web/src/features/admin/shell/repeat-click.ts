/**
 * True for the second click of a double click (`detail` counts the clicks in a row): an action that answers
 * fast must not run again before its button turns busy. Keyboard presses count 0 and pass.
 */
export function isRepeatClick(event: { detail: number }): boolean {
  return event.detail > 1;
}
