import { useCallback, useEffect, useRef, useState } from "react";

/** How long a copy button shows its copied state (2 seconds). */
export const COPIED_MS = 2000;

/**
 * Copies text: the Clipboard API where there is one, else a selected textarea and
 * execCommand("copy") inside `container` (a modal dialog makes the rest of the page inert).
 */
export async function copyText(text: string, container: HTMLElement = document.body): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the old way.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.setAttribute("aria-hidden", "true");
  area.style.position = "fixed";
  area.style.top = "0";
  area.style.opacity = "0";
  container.append(area);
  const active = document.activeElement as HTMLElement | null;
  area.select();
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}

/** State of one copy button: `copied` for two seconds after a successful copy, `failed` when nothing worked. */
export function useCopy() {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string, container?: HTMLElement) => {
    const ok = await copyText(text, container);
    clearTimeout(timer.current);
    setState(ok ? "copied" : "failed");
    if (ok) timer.current = setTimeout(() => setState("idle"), COPIED_MS);
    return ok;
  }, []);
  return { copied: state === "copied", failed: state === "failed", copy };
}
