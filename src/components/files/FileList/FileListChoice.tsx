import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';

export interface FileListChoiceProps<Choice extends string> {
  /** The message id of the label; each choice reads `<labelId>.<choice>`. */
  labelId: string;
  choices: readonly Choice[];
  value: Choice;
  onChange: (choice: Choice) => void;
}

/** One of the list's choosers (which files, in what order): a small select of known values. */
export function FileListChoice<Choice extends string>({
  labelId,
  choices,
  value,
  onChange,
}: FileListChoiceProps<Choice>) {
  const intl = useIntl();
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={intl.formatMessage({ id: labelId })}
      value={value}
      onChange={(event) => {
        const next = choices.find((choice) => choice === event.target.value);
        if (next) onChange(next);
      }}
      sx={{ minWidth: 150 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          <FormattedMessage id={`${labelId}.${choice}`} />
        </MenuItem>
      ))}
    </TextField>
  );
}
