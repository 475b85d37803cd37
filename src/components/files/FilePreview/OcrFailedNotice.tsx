import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';

/** Said above a page whose OCR words could not be fetched: it is shown, without a highlight. */
export function OcrFailedNotice() {
  return (
    <Alert severity="info" variant="outlined">
      <FormattedMessage id="assistant.preview.ocrFailed" />
    </Alert>
  );
}
