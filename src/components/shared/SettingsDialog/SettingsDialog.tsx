import DialogContent from '@mui/material/DialogContent';
import type { DialogProps } from '@mui/material/Dialog';
import type { ReactNode } from 'react';
import {
  QuerySkeleton,
  RetryAlert,
  type QueryState,
  type SkeletonShape,
} from '@/components/shared/QueryStatus';
import { TitledDialog } from '@/components/shared/TitledDialog';

export interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Whether the saved settings have been read yet, why not, and how to ask again. */
  query: QueryState;
  /** The skeleton's shape and name while the settings load. */
  skeleton: SkeletonShape;
  loadingLabel: string;
  /** What failed, above the reason and "Try again". */
  loadErrorTitle: ReactNode;
  /** The one button while the form is not there. */
  cancelLabel: ReactNode;
  /** How long loading lasts before the "still loading" hint shows (QueryStatus's default). */
  slowThresholdMs?: number;
  /** Rendered in place (an `All` story shows several side by side). */
  disablePortal?: boolean;
  /** The form, with its own actions; mounted once the settings are read, so it starts from them. */
  children: ReactNode;
}

/** A dialog that edits saved settings: it shows them loading (or why not) until its form can start. */
export function SettingsDialog({
  query,
  skeleton,
  loadingLabel,
  loadErrorTitle,
  cancelLabel,
  slowThresholdMs,
  children,
  ...dialog
}: SettingsDialogProps) {
  const ready = query.status === 'ready' && children;
  return (
    <TitledDialog {...dialog} closeLabel={ready ? undefined : cancelLabel}>
      {ready ? (
        children
      ) : (
        <DialogContent>
          {query.status === 'error' ? (
            <RetryAlert title={loadErrorTitle} error={query.error} onRetry={query.onRetry} />
          ) : (
            <QuerySkeleton
              shape={skeleton}
              label={loadingLabel}
              slowThresholdMs={slowThresholdMs}
            />
          )}
        </DialogContent>
      )}
    </TitledDialog>
  );
}
