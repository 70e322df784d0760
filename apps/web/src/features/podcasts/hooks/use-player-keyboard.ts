import { useEffect, useEffectEvent } from 'react';

export interface PlayerKeyActions {
  toggle: () => void;
  back: () => void;
  forward: () => void;
  slower: () => void;
  faster: () => void;
}

/**
 * The player's keys (issue 13): Space or K play and pause, J or ← go back 15 s, L or → forward 30 s, [ and ]
 * change the speed. Keys typed into a field, and those a focused control already handles (Space on a button,
 * arrows on a slider or a select), are left to it.
 */
export function usePlayerKeyboard(actions: PlayerKeyActions) {
  const run = useEffectEvent((action: keyof PlayerKeyActions) => actions[action]());

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      // Keys sent to the window itself have no element to look at.
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const onButton = Boolean(target?.closest('button'));
      const onSlider = target?.getAttribute('role') === 'slider';
      const action = actionFor(event.key, { onButton, onSlider });
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

function actionFor(
  key: string,
  focus: { onButton: boolean; onSlider: boolean },
): keyof PlayerKeyActions | null {
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case ' ':
      return focus.onButton ? null : 'toggle';
    case 'k':
      return 'toggle';
    case 'j':
      return 'back';
    case 'l':
      return 'forward';
    case 'ArrowLeft':
      return focus.onSlider ? null : 'back';
    case 'ArrowRight':
      return focus.onSlider ? null : 'forward';
    case '[':
      return 'slower';
    case ']':
      return 'faster';
    default:
      return null;
  }
}
