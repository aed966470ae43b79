import { useCallback, useEffect, useRef } from "react";

/**
 * Each new step's heading takes focus when it appears (not on first load: focus starts at the top of the page).
 * A ref callback, not an effect on the step, so a step whose code is still loading gets focus when it arrives.
 */
export function useStepHeadingFocus() {
  const firstRender = useRef(true);
  useEffect(() => {
    firstRender.current = false;
  }, []);
  return useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && !firstRender.current) heading.focus();
  }, []);
}
