/** One entry of the tag manager's data layer. */
export type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    /** Google Tag Manager's queue; created on first push. */
    dataLayer?: DataLayerEvent[];
  }
}

/** Pushes an event to `window.dataLayer`, creating it when the tag manager has not loaded yet. */
export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
