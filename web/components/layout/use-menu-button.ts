import { type KeyboardEvent, useEffect, useRef, useState } from "react";

/**
 * The keyboard and pointer behaviour of a menu button (the WAI-ARIA pattern): open on the first or last item,
 * arrows, Home and End between items, Escape back to the button, Tab or a click outside or a navigation closes.
 */
export function useMenuButton(pathname: string) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLAnchorElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);

  const items = () => [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: items() reads the DOM of this render; the effect follows open alone
  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target)
      items()
        .at(target === "first" ? 0 : -1)
        ?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function openWithFocus(target: "first" | "last") {
    if (open) {
      items()
        .at(target === "first" ? 0 : -1)
        ?.focus();
      return;
    }
    focusOnOpen.current = target;
    setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
      event.preventDefault();
      openWithFocus("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openWithFocus("last");
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      all[(moves[event.key]! + all.length) % all.length]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  return { open, setOpen, wrapper, button, onButtonKeyDown, onMenuKeyDown };
}
