import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import { textFieldClasses, type OutlinedTextFieldProps } from '@mui/material/TextField';
import clsx from 'clsx';
import { useId } from 'react';

/** TextField's root, under its name: the theme's `MuiTextField` overrides style this one too. */
const PlainTextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

export interface PlainTextFieldProps extends Omit<
  OutlinedTextFieldProps,
  'variant' | 'select' | 'children' | 'slots' | 'slotProps' | 'classes'
> {
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined TextField without its `select` mode, which brings Select, Menu, Popover and
 * Modal to every page with a field (docs/performance.md). The same elements, classes and ids as
 * `<TextField>`, and the theme's `MuiTextField` default props, so the theme and the screenshots
 * cannot tell them apart; a field that offers
 * choices uses TextField.
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const {
    autoComplete,
    autoFocus = false,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    ...root
  } = useDefaultProps({ props, name: 'MuiTextField' });
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const { shrink } = slotProps.inputLabel ?? {};
  return (
    <PlainTextFieldRoot
      {...root}
      className={clsx(textFieldClasses.root, className)}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the caller's choice, passed on as TextField does.
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
        label={label}
        {...(shrink === undefined ? {} : { notched: shrink })}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </PlainTextFieldRoot>
  );
}
