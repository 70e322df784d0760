import { ErrorAlert } from '../../../components/ErrorAlert';

/** Spec 1 §2: chat errors show in a banner; the learner can close it. */
export function ChatErrorBanner({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <ErrorAlert withCloseButton closeButtonLabel="Dismiss error" onClose={onClose}>
      {message}
    </ErrorAlert>
  );
}
