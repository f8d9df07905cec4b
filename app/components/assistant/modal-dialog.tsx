import { useEffect, useRef, type ReactNode } from "react";

/**
 * A native modal `<dialog>` (focus moves in, Escape closes, focus returns to the opener) that is
 * open while `open` is true; `onClose` runs however it was closed.
 */
export function ModalDialog({ open, onClose, labelledBy, className, children }: { open: boolean; onClose: () => void; labelledBy: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={className ?? "assistant-dialog"} aria-labelledby={labelledBy} onClose={onClose}>
      {open ? children : null}
    </dialog>
  );
}
