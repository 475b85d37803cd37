import Tooltip from '@mui/material/Tooltip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '@/config';
import { useMenuButton } from '@/hooks/useMenuButton';

export interface LanguageSwitcherProps {
  locale: Locale;
  onChange: (locale: Locale) => void;
}

export function LanguageSwitcher({ locale, onChange }: LanguageSwitcherProps) {
  const intl = useIntl();
  const { choose, buttonProps, menuProps } = useMenuButton();
  const label = intl.formatMessage({ id: 'header.language' });
  return (
    <>
      <Tooltip title={label}>
        <IconButton {...buttonProps} aria-label={label}>
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu {...menuProps}>
        {LOCALES.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            aria-current={code === locale ? 'true' : undefined}
            onClick={choose(() => onChange(code))}
          >
            {intl.formatMessage({ id: `settings.locale.${code}` })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
