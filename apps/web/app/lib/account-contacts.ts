type TContacts = { displayName: string; mobile?: string | null; email?: string | null };

/** An account's name, mobile and e-mail as its dialog shows and sends them: none is ''. */
export const accountContacts = ({ displayName, mobile, email }: TContacts) => ({
  displayName,
  mobile: mobile ?? '',
  email: email ?? '',
});
