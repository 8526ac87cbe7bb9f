import { useState } from 'react';

/** What an entry dialog of an ordered list is given: the entry (null adds one) and where a new one goes. */
export type TEntryDialogProps<TEntry> = {
  entry: TEntry | null;
  nextSort: number;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The add / change dialog of an ordered list (dictionary, download zone): `open` with an entry or
 * 'new'; `dialog` is the open dialog's props (none while closed). A save closes it and reloads the list.
 */
export const useEntryDialog = <TEntry extends { sort: number }>(
  entries: readonly TEntry[],
  reload: () => void,
) => {
  const [editing, setEditing] = useState<TEntry | 'new' | null>(null);
  const dialog: TEntryDialogProps<TEntry> | null = editing && {
    entry: editing === 'new' ? null : editing,
    nextSort: Math.max(0, ...entries.map((entry) => entry.sort)) + 1,
    onClose: () => setEditing(null),
    onSaved: () => {
      setEditing(null);
      reload();
    },
  };
  return { open: setEditing, dialog };
};
