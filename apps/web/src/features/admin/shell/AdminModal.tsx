import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** A Modal that fills the screen on phones (≤ 36em, DESIGN's 375 px bar) and sits centred elsewhere. */
export function AdminModal(props: ModalProps) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return <Modal centered fullScreen={phone} closeButtonProps={{ 'aria-label': 'Close' }} {...props} />;
}
