import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Spec 2 §2: the Copy button says "Copied!" for 2 seconds. */
export const COPIED_FOR_MS = 2_000;

/** idle; copied (for 2 s); manual: nothing could copy, the text is selected for the person to copy. */
export type CopyState = 'idle' | 'copied' | 'manual';

/**
 * Copies the text of `field`. The Clipboard API needs a secure context and may be refused; then the text is
 * selected and copied the legacy way; if that fails too, it stays selected for Ctrl+C.
 */
export function useCopyText(field: RefObject<HTMLInputElement | null>) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      const input = field.current;
      if ((await writeToClipboard(text)) || (input !== null && copyBySelection(input))) {
        setState('copied');
        timer.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
        return;
      }
      input?.focus();
      input?.select();
      setState('manual');
    },
    [field],
  );

  return { state, copy };
}

async function writeToClipboard(text: string): Promise<boolean> {
  // Typed as always there, but absent outside secure contexts (plain http on a LAN address).
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function copyBySelection(input: HTMLInputElement): boolean {
  input.focus();
  input.select();
  try {
    // Deprecated, yet the only copy left where the Clipboard API is missing or refused.
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}
