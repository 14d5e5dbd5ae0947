import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { menuKeyTarget } from './menu-keys';

/** A menu's items, in order: the elements of role menuitem under its anchor. */
const menuItems = (anchor: HTMLElement | null) => [
  ...(anchor?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * A menu button of the WAI-ARIA menu pattern, for the top bar's own menus (language, bell): a
 * button with `aria-haspopup="menu"` and a `role="menu"` drawn only while open. Arrows on the
 * button open it on the first or last item; in it arrows move and wrap, Home and End jump, Escape
 * closes and gives focus back to the button, Tab or a click elsewhere closes it.
 *
 * Plain elements rather than Joy's Dropdown and Menu: those register their button and list with
 * state updates while React commits the page, which makes React re-render and run every effect of
 * the first screen in that same long task, and they bring the Popper positioning library along
 * (docs/performance.md, "The top bar's menus").
 */
export function useMenuButton(clickIndex: number) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  // Which item gets focus when the menu opens: from the start, or from the end when negative.
  const [initial, setInitial] = useState(0);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const openAt = (index: number) => {
    setInitial(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuItems(anchor.current).at(initial)?.focus();
    const outside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, initial]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const all = menuItems(anchor.current);
    const target = menuKeyTarget(event.key, all.indexOf(document.activeElement as HTMLElement), all.length);
    if (target !== undefined) {
      event.preventDefault();
      all[target]?.focus();
    }
  };

  return {
    open,
    close,
    anchorRef: anchor,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      // Closed by its button: focus stays there (Safari gives none to a clicked button).
      onClick: () => (open ? close(true) : openAt(clickIndex)),
      onKeyDown: onButtonKey,
    },
    /** The menu's id and keys; its element takes `role="menu"` and a label itself. */
    menuProps: { id: menuId, onKeyDown: onMenuKey },
  };
}
