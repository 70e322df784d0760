import { Button, Loader, type ButtonProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

interface FeedbackButtonProps
  extends ButtonProps, Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'children'> {
  /** The call is running. */
  pending: boolean;
  /** The call succeeded a moment ago. */
  confirmed: boolean;
  icon: ReactNode;
  labels: { idle: string; pending: string; confirmed: string };
}

/**
 * Spec 1 §4: a feedback button that shows the call pending, then its confirmation for a moment. It stays
 * focusable while busy (aria-disabled), so the keyboard focus is never lost.
 */
export const FeedbackButton = forwardRef<HTMLButtonElement, FeedbackButtonProps>(function FeedbackButton(
  { pending, confirmed, icon, labels, ...button },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={confirmed ? 'light' : 'default'}
      color={confirmed ? 'green.9' : undefined}
      leftSection={
        pending ? (
          <Loader size={14} color="currentColor" aria-hidden />
        ) : confirmed ? (
          <IconCheck size={18} aria-hidden />
        ) : (
          icon
        )
      }
      data-disabled={pending || undefined}
      {...button}
    >
      {pending ? labels.pending : confirmed ? labels.confirmed : labels.idle}
    </Button>
  );
});
