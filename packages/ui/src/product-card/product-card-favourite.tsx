import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { IconButton, type IconButtonProps } from '../icon-button/icon-button';
import { HeartFilledIcon } from '../icons/heart-filled-icon';
import { HeartIcon } from '../icons/heart-icon';
import { themedStyle } from '../theme/themed-style';

/** Props of {@link ProductCardFavourite}. */
export interface ProductCardFavouriteProps
  extends Omit<IconButtonProps, 'disabled' | 'children' | 'aria-label'> {
  isFavourite: boolean;
  /** `'until-hydrated'`: disabled in the server HTML and the first client render, enabled once effects run. */
  disabled: boolean | 'until-hydrated';
  addLabel: string;
  removeLabel: string;
}

const heartStyle = themedStyle((t, isFavourite: boolean) => ({
  position: 'absolute',
  zIndex: 1,
  insetBlockStart: t.space[2],
  insetInlineEnd: t.space[2],
  background: t.colors.surface,
  color: isFavourite ? t.colors.primary : t.colors.text,
}));

/**
 * The card's heart in its top corner. With `disabled="until-hydrated"` it enables itself once effects run, so
 * a click before hydration is never lost; only the heart renders again then, not the card.
 */
export function ProductCardFavourite({
  isFavourite,
  disabled,
  addLabel,
  removeLabel,
  ...props
}: ProductCardFavouriteProps) {
  const t = useTheme();
  const [hydrated, setHydrated] = useState(false);
  const untilHydrated = disabled === 'until-hydrated';
  useEffect(() => {
    if (untilHydrated) setHydrated(true);
  }, [untilHydrated]);
  return (
    <IconButton
      aria-label={isFavourite ? removeLabel : addLabel}
      {...props}
      disabled={untilHydrated ? !hydrated : disabled}
      css={heartStyle(t, isFavourite)}
    >
      {isFavourite ? <HeartFilledIcon /> : <HeartIcon />}
    </IconButton>
  );
}
