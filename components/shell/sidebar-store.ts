import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/*
 * The side bar's open state lives in localStorage (SPEC §2: remembered locally, open by default).
 * The server always renders it open, so the common case never shifts after hydration.
 */

export const SIDEBAR_STORAGE_KEY = 'portal.sidebar.open';
const CHANGE_EVENT = 'portal:sidebar';

/** Anything but an explicit '0' — missing, corrupted, or from an older build — means open. */
export function parseStoredOpen(value: string | null): boolean {
  return value !== '0';
}

export function serializeOpen(open: boolean): string {
  return open ? '1' : '0';
}

/** Used only when storage is blocked (privacy modes, some web views): remembered for this page only. */
let unstored = true;

function read(): boolean {
  try {
    return parseStoredOpen(window.localStorage.getItem(SIDEBAR_STORAGE_KEY));
  } catch {
    return unstored;
  }
}

function subscribe(onChange: () => void): () => void {
  // 'storage' keeps other tabs in step; the custom event covers this tab, where 'storage' never fires.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(subscribe, read, () => true);
  const setOpen = useCallback((next: boolean) => {
    unstored = next;
    try {
      window.localStorage.setItem(SIDEBAR_STORAGE_KEY, serializeOpen(next));
    } catch {
      // Not remembered across visits, but `unstored` keeps the toggle working now.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [open, setOpen];
}

/**
 * Whether what sits in the side bar draws itself as the collapsed icon rail. False outside the
 * side bar (the mobile menu shows the same avatar and menu at full size).
 */
export const SidebarCollapsedContext = createContext(false);

export function useSidebarCollapsed(): boolean {
  return useContext(SidebarCollapsedContext);
}
