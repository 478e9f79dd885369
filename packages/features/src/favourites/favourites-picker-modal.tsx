import { invalidTextLengthMessage } from '@storefront/domain';
import { Button, Checkbox, Modal, Stack, TextField } from '@storefront/ui';
import { type FormEvent, useState } from 'react';
import { FormErrors } from '../shared/forms/form-errors';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { selectFavouriteLists } from './favourites-slice';
import { toggleFavourite } from './favourites-thunks';

/** Longest list name the API accepts (api-client favourites schema). */
export const FAVOURITES_LIST_NAME_MAX = 50;

/** The list a first favourite goes to when the customer has none and names none. */
export const DEFAULT_FAVOURITES_LIST = 'Favourites';

/** Props of {@link FavouritesPickerModal}. */
export interface FavouritesPickerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to add to or take out of lists. */
  productCode: string;
}

/**
 * The favourites list picker (spec §2): a checkbox per named list holding or not holding the product,
 * and a field to put it in a new list. Each change is saved at once.
 */
export function FavouritesPickerModal({ open, onOpenChange, productCode }: FavouritesPickerModalProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectFavouriteLists);
  const error = useAppSelector((state) => state.favourites.error);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  const addToNewList = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = newName.trim() || (lists.length === 0 ? DEFAULT_FAVOURITES_LIST : '');
    if (name.length < 1 || name.length > FAVOURITES_LIST_NAME_MAX) {
      setNameError(invalidTextLengthMessage(FAVOURITES_LIST_NAME_MAX));
      return;
    }
    setNameError(undefined);
    setNewName('');
    void dispatch(toggleFavourite({ listName: name, code: productCode }));
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('favourites.chooseList', 'Choose a list')}
      closeLabel={t('common.close', 'Close')}
      footer={<FormErrors errors={error ? [error] : []} />}
    >
      <Stack gap={3}>
        {lists.map((list) => (
          <Checkbox
            key={list.name}
            label={list.name}
            checked={list.items.some((item) => item.code === productCode)}
            onChange={() => void dispatch(toggleFavourite({ listName: list.name, code: productCode }))}
          />
        ))}
        <form onSubmit={addToNewList} noValidate css={(theme) => ({ display: 'grid', gap: theme.space[2] })}>
          <TextField
            label={t('favourites.listName', 'List name')}
            name="listName"
            value={newName}
            error={nameError}
            placeholder={lists.length === 0 ? DEFAULT_FAVOURITES_LIST : undefined}
            onChange={(event) => setNewName(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('favourites.newList', 'New list')}
          </Button>
        </form>
      </Stack>
    </Modal>
  );
}
