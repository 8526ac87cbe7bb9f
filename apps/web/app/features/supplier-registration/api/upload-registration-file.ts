import { uploadRegistrationFile } from '@supportal/contract';

/** The anonymous upload call, bound to the registration session or correction link's token. */
export const registrationUploadUrl = (token: string): string =>
  `${uploadRegistrationFile.path}?${new URLSearchParams({ token }).toString()}`;
