import { Modal, type ModalProps } from '@mantine/core';
import { useFullScreenDialogs } from './full-screen-dialogs';

/** A Modal that fills the screen on phones and sits centred elsewhere, with a named close button. */
export function ResponsiveModal(props: ModalProps) {
  const fullScreen = useFullScreenDialogs();
  return <Modal centered fullScreen={fullScreen} closeButtonProps={{ 'aria-label': 'Close' }} {...props} />;
}
