import { useEffect, useRef } from 'react';

/**
 * A step's heading that takes the focus when the step appears after a user action, so a screen
 * reader reads where the user now is (and keyboard users continue from there).
 */
export function useStepHeading(focusOnMount = true) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return ref;
}
