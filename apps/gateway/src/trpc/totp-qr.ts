import { readOtpauthUri, type TotpSetup } from '@portal/contracts/portal';
import QRCode from 'qrcode';

/**
 * The setup page's data from the upstream's otpauth:// URI, with the QR drawn here as an SVG data
 * URL: the browser downloads no QR library, and no image comes from a third-party host
 * (docs/decisions/009-totp-qr-drawn-by-the-gateway.md). Undefined when the URI is not TOTP.
 */
export async function totpSetupOf(uri: string): Promise<TotpSetup | undefined> {
  const parts = readOtpauthUri(uri);
  if (parts === undefined) return undefined;
  // Level M survives a phone camera's glare; margin 4 is the quiet zone the standard asks for.
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { ...parts, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
