import { CloseButton } from '@/components/Snackbar/CloseButton';

export function NotificationCloseButton({ onClick }: { onClick: () => void }) {
  return <CloseButton labelId="notifications.close" onClick={onClick} />;
}
