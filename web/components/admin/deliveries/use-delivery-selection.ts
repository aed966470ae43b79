import { useEffect, useRef, useState } from "react";

/**
 * The messages chosen on the page shown, cleared when the view (the URL's filters and page) changes. When the choice
 * is emptied (an action done, Clear) the bulk bar goes: the focus it held, or its confirmation's, goes to the list
 * (`listRef`) rather than to the page's body (after the dialog has given it back, hence the next frame).
 */
export function useDeliverySelection(view: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice belongs to the view the URL names.
  useEffect(() => setSelected(new Set()), [view]);
  const listRef = useRef<HTMLDivElement>(null);
  const hadChoice = useRef(false);
  useEffect(() => {
    const had = hadChoice.current;
    hadChoice.current = selected.size > 0;
    if (!had || selected.size > 0) return;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body) listRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [selected.size]);

  function onSelect(ids: string[], chosen: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (chosen) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  return { selected, clear: () => setSelected(new Set()), onSelect, listRef };
}
