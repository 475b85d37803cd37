import { Translate } from '@mui/icons-material';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../config';

export interface LanguageSwitcherProps {
  locale: Locale;
  onChange: (locale: Locale) => void;
}

export function LanguageSwitcher({ locale, onChange }: LanguageSwitcherProps) {
  const intl = useIntl();
  // A state (not a ref) so the popup re-renders once its anchor exists.
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const label = intl.formatMessage({ id: 'header.language' });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          ref={setAnchor}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(true)}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setOpen(false)}>
        {LOCALES.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            aria-current={code === locale ? 'true' : undefined}
            onClick={() => {
              setOpen(false);
              onChange(code);
            }}
          >
            {intl.formatMessage({ id: `settings.locale.${code}` })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
