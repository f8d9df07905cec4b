/**
 * Keeps one instance per process across Vite's module reloads in development, so that the
 * database handle and its lock survive an edit (epic-stack's singleton helper).
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __legalCalendarSingletons?: Map<string, unknown> };
  store.__legalCalendarSingletons ??= new Map();
  if (!store.__legalCalendarSingletons.has(name)) store.__legalCalendarSingletons.set(name, create());
  return store.__legalCalendarSingletons.get(name) as T;
}
