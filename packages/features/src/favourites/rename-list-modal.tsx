import { invalidTextLengthMessage } from '@storefront/domain';
import { TextField } from '@storefront/ui';
import { type FormEvent, useState } from 'react';
import { FormModal } from '../shared/forms/form-modal';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
import { FAVOURITES_LIST_NAME_MAX } from './favourites-picker-modal';
import { renameFavouritesList } from './favourites-thunks';

/** Props of {@link RenameListModal}. */
export interface RenameListModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's current name. */
  listName: string;
}

/** Renames a favourites list (spec §2 "rename favourites list" modal); the name is 1-50 characters. */
export function RenameListModal({ open, onOpenChange, listName }: RenameListModalProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const [name, setName] = useState(listName);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const newName = name.trim();
    if (newName.length < 1 || newName.length > FAVOURITES_LIST_NAME_MAX) {
      setFieldError(invalidTextLengthMessage(FAVOURITES_LIST_NAME_MAX));
      return;
    }
    setFieldError(undefined);
    setSaving(true);
    const result = await dispatch(renameFavouritesList({ oldName: listName, newName }));
    setSaving(false);
    if (renameFavouritesList.fulfilled.match(result)) onOpenChange(false);
    else setErrors([result.payload ?? 'Unexpected error']);
  };
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('favourites.rename', 'Rename')}
      submitLabel={t('common.save', 'Save')}
      saving={saving}
      errors={errors}
      onSubmit={submit}
      columns={1}
    >
      <TextField
        label={t('favourites.listName', 'List name')}
        name="listName"
        value={name}
        error={fieldError}
        onChange={(event) => setName(event.target.value)}
      />
    </FormModal>
  );
}
