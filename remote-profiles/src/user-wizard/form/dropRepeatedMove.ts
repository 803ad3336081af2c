import type { MouseEvent } from 'react';

/**
 * The second click of a double click on a move (Next, Back, Save, a step) is the same press as the
 * first: it is dropped, whichever of them the step's new layout put under the pointer.
 */
export function dropRepeatedMove(event: MouseEvent) {
  if (event.detail < 2) return;
  const target = event.target as Element;
  if (!target.closest('.profiles-wizard-nav button, .ui-stepnav button')) return;
  event.preventDefault();
  event.stopPropagation();
}
