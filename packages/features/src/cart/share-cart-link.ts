/** The query parameter of the cart page that names a shared cart. */
export const SHARE_PARAMETER = 'share';

/** The address of a shared cart: the cart page with `?share=` and the share id. */
export function shareCartLink(origin: string, cartPath: string, shareId: string): string {
  const url = new URL(cartPath, origin);
  url.searchParams.set(SHARE_PARAMETER, shareId);
  return url.toString();
}
