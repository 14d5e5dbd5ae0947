import { useBranding } from '../branding/branding-context';

/** The customer's logo on its background colour. Decorative when a link around it names the target. */
export function Logo({ height = 32, decorative = false }: { height?: number; decorative?: boolean }) {
  const branding = useBranding();
  return (
    <img className="logo" src={branding.logoUrl} alt={decorative ? '' : branding.title} style={{ height }} />
  );
}
