/** Data attached to route objects (`handle`) and read by the layout shell. */
export interface RouteHandle {
  /** The header is hidden when the page is opened with `?embedded=true` (spec 000 §2). */
  hideHeaderWhenEmbedded?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
