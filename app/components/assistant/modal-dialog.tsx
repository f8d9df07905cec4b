import { useEffect, useRef, type ReactNode } from "react";

/**
 * A native modal `<dialog>` (focus moves in, Escape closes, focus returns to the opener) that is
 * open while `open` is true; `onClose` runs however it was closed.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open) {
      if (dialog.open) dialog.close();
      // Back to where the user was (the browser does so too, unless the opener re-rendered).
      if (opener.current?.isConnected && !dialog.contains(document.activeElement)) opener.current.focus();
      opener.current = null;
    }
  }, [open]);
  return (
    <dialog ref={ref} className={className ?? "assistant-dialog"} aria-labelledby={labelledBy} onClose={onClose}>
      {open ? children : null}
    </dialog>
  );
}
