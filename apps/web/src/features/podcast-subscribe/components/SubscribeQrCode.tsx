import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { QR_CODE_SIZE, useQrCode } from '../hooks/use-qr-code';

const QR_CODE_ALT = 'QR code for the Socratica podcast subscribe page';

/** The QR code of the public subscribe page, drawn locally (D15), with the address it encodes. */
export function SubscribeQrCode({ pageUrl }: { pageUrl: string }) {
  const qr = useQrCode(pageUrl);
  return (
    <Stack gap="xs" align="flex-start">
      {qr.data ? (
        <img src={qr.data} alt={QR_CODE_ALT} width={QR_CODE_SIZE} height={QR_CODE_SIZE} />
      ) : qr.isError ? (
        <Text size="sm" c="gray.8">
          The QR code could not be drawn; open the address below instead.
        </Text>
      ) : (
        <Skeleton
          width={QR_CODE_SIZE}
          height={QR_CODE_SIZE}
          aria-label="Drawing the QR code…"
          role="status"
        />
      )}
      <Text size="sm" c="gray.8">
        Scan it with your phone’s camera to open{' '}
        <Anchor href={pageUrl} size="sm" underline="always">
          the subscribe page
        </Anchor>{' '}
        there.
      </Text>
    </Stack>
  );
}
