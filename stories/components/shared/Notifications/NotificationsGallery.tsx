import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CustomContentProps } from 'notistack';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NOTIFICATION_VARIANTS } from '@/components/shared/Notifications';
import { NotificationCloseButton } from '@/components/shared/Notifications/NotificationCloseButton';
import { NotificationContent } from '@/components/shared/Notifications/NotificationContent';
import { notificationIcons } from '@/components/shared/Notifications/notificationIcons';

const ICON_CHOICES = ['default', 'hide'] as const;

/** Each variant with and without its icon, pinned in place (the visual-regression grid). */
export function NotificationsGallery() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(420px, 1fr))' }}>
      {ICON_CHOICES.flatMap((icons) =>
        NOTIFICATION_VARIANTS.map((variant) => {
          const props: CustomContentProps = {
            id: `${variant}-${icons}`,
            message: intl.formatMessage({ id: `notifications.sample.${variant}` }),
            variant,
            iconVariant: notificationIcons(icons) as Record<string, ReactNode>,
            hideIconVariant: icons === 'hide',
            action: () => <NotificationCloseButton onClick={() => {}} />,
            persist: false,
            anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
            autoHideDuration: null,
            style: {},
          };
          return (
            <Box key={props.id}>
              <Typography variant="caption" component="p" sx={{ mb: 0.5 }}>
                {variant}, icons {icons}
              </Typography>
              <NotificationContent {...props} />
            </Box>
          );
        }),
      )}
    </Box>
  );
}
