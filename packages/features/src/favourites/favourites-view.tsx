import { Button, Stack, TextField } from '@storefront/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { AccountSection } from '../account';
import { FormErrors } from '../shared/forms/form-errors';
import { useHydrated } from '../shared/hooks/use-hydrated';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { FavouriteRows } from './favourite-rows';
import { selectFavouriteLists } from './favourites-slice';
import {
  loadFavourites,
  removeFavouritesList,
  saveFavouritesList,
  toggleFavourite,
} from './favourites-thunks';
import { RenameListModal } from './rename-list-modal';

/**
 * The favourites view of the account page (View=Favorites): the customer's named lists with their
 * products, rename, remove, take a product out, and put a product in a list by its code. Lists are
 * read on opening; empty ones are dropped (spec §4).
 */
export function FavouritesView() {
  const t = useText();
  const dispatch = useAppDispatch();
  const heldLists = useAppSelector(selectFavouriteLists);
  const { status, error } = useAppSelector((state) => state.favourites);
  // The server renders no lists (favourites load in the browser), but the visit-wide load in AccountRoot can
  // finish before this view hydrates: rendering the lists then would not match the server's HTML (React #418).
  // So the first client render shows what the server showed, and the lists follow once hydrated.
  const hydrated = useHydrated();
  const lists = hydrated ? heldLists : [];
  const [renaming, setRenaming] = useState<string | null>(null);
  const [listName, setListName] = useState('');
  const [code, setCode] = useState('');

  useEffect(() => {
    void dispatch(loadFavourites());
  }, [dispatch]);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!listName.trim() || !code.trim()) return;
    const held = lists.find((list) => list.name === listName.trim());
    if (held?.items.some((item) => item.code === code.trim())) return;
    void dispatch(
      saveFavouritesList({
        listName: listName.trim(),
        items: [...(held?.items ?? []), { code: code.trim() }],
      }),
    );
    setCode('');
  };

  return (
    <Stack gap={4}>
      <FormErrors errors={error ? [error] : []} />
      {hydrated && status === 'succeeded' && lists.length === 0 && (
        <p>{t('favourites.empty', 'You have no favourites yet.')}</p>
      )}
      {lists.map((list) => (
        <AccountSection
          key={list.name}
          title={list.name}
          actions={
            <>
              <Button size="s" variant="secondary" onClick={() => setRenaming(list.name)}>
                {t('favourites.rename', 'Rename')}
              </Button>
              <Button size="s" variant="ghost" onClick={() => void dispatch(removeFavouritesList(list.name))}>
                {t('favourites.remove', 'Delete the list')}
              </Button>
            </>
          }
        >
          <FavouriteRows
            codes={list.items.map((item) => item.code)}
            onRemove={(code) => void dispatch(toggleFavourite({ listName: list.name, code }))}
          />
        </AccountSection>
      ))}
      <AccountSection title={t('favourites.newList', 'New list')}>
        <form
          onSubmit={add}
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space[3],
            alignItems: 'flex-end',
          })}
        >
          <TextField
            label={t('favourites.listName', 'List name')}
            name="listName"
            maxLength={50}
            value={listName}
            onChange={(event) => setListName(event.target.value)}
          />
          <TextField
            label={t('quickOrder.code', 'Article number')}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('favourites.add', 'Add to list')}
          </Button>
        </form>
      </AccountSection>
      {renaming && (
        <RenameListModal open listName={renaming} onOpenChange={(next) => !next && setRenaming(null)} />
      )}
    </Stack>
  );
}
