import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';

export const QR_CODE_SIZE = 150;

/**
 * A PNG data: URL of `text` drawn here in the browser (DESIGN D15: no outside QR service learns the address).
 * Kept outside the `podcasts` keys: refreshing the podcasts never changes it.
 */
export function useQrCode(text: string) {
  return useQuery({
    queryKey: ['qr-code', text, QR_CODE_SIZE],
    queryFn: () => QRCode.toDataURL(text, { width: QR_CODE_SIZE, margin: 1, errorCorrectionLevel: 'M' }),
    staleTime: Infinity,
  });
}
