import type { Theme } from '@emotion/react';
import { CloseIcon, SearchIcon } from '@storefront/ui/icons';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { headerIconButton } from './header-button-styles';
import type { HeaderTexts } from './header-texts';

/** Props of {@link HeaderSearchBox}. */
export interface HeaderSearchBoxProps {
  /** Address of the static search page; the form sends `?query=` there. */
  searchUrl: string;
  texts: Pick<HeaderTexts, 'search' | 'searchPlaceholder' | 'clearSearch'>;
}

/**
 * The header's search box: a GET form to the search page with the 'query' parameter, so it works before
 * hydration and without JavaScript, and a clear button while it holds text (spec §2). Quick search
 * (packages/features/src/quick-search) replaces it through the header's `searchBox` slot.
 */
export function HeaderSearchBox({ searchUrl, texts }: HeaderSearchBoxProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const navigate = useNavigate();
  // Without JavaScript the form's GET goes to the search page; with it, the page changes in place.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(`${searchUrl}?${new URLSearchParams({ query: query.trim() })}`);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some screen readers; the role is announced everywhere
    <form
      role="search"
      method="get"
      action={searchUrl}
      onSubmit={submit}
      css={(t) => ({
        display: 'flex',
        alignItems: 'center',
        flex: '1 1 auto',
        maxWidth: '32rem',
        border: `${t.borderWidths.thin} solid ${t.colors.borderStrong}`,
        borderRadius: t.radii.round,
        background: t.colors.surface,
        paddingLeft: t.space[4],
      })}
    >
      <label htmlFor={inputId} css={visuallyHidden}>
        {texts.search}
      </label>
      <input
        id={inputId}
        name="query"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={texts.searchPlaceholder}
        autoComplete="off"
        css={(t) => ({
          flex: 1,
          minWidth: 0,
          border: 0,
          background: 'transparent',
          color: t.colors.text,
          height: t.sizes.control.m,
          '&::-webkit-search-cancel-button': { display: 'none' },
        })}
      />
      {query ? (
        <button type="button" aria-label={texts.clearSearch} onClick={() => setQuery('')} css={iconButton}>
          <CloseIcon size="s" />
        </button>
      ) : null}
      <button type="submit" aria-label={texts.search} css={iconButton}>
        <SearchIcon size="s" />
      </button>
    </form>
  );
}

// The box's own colour: the icons follow the field's text.
const iconButton = (t: Theme) => ({ ...headerIconButton(t), color: 'inherit' });

/** Hidden from sight, kept for assistive technology. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
