/** The public page the QR code opens (DESIGN D15), at the address this browser reached the app by. */
export function subscribePageUrl(origin: string = window.location.origin): string {
  return `${origin}/socratica/podcast-subscribe`;
}
