/** The kind of device a sign-in came from, all the sign-in history keeps of the user agent (issue 28). */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'other';

/**
 * A coarse class from the user agent: the agent itself identifies a device too well to keep, and a shopper checking
 * her sign-ins only needs to recognise 'my phone' from 'a computer'.
 */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  const agent = userAgent ?? '';
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|Android/i.test(agent)) return 'mobile';
  if (/Windows|Macintosh|X11|Linux|CrOS/i.test(agent)) return 'desktop';
  return 'other';
}
