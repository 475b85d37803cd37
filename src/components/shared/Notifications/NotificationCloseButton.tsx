import { CloseButton } from '@/components/shared/Snackbar/CloseButton';

export function NotificationCloseButton({ onClick }: { onClick: () => void }) {
  return <CloseButton labelId="notifications.close" onClick={onClick} />;
}
