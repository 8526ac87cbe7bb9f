import { downloadRegistrationFile } from '@supportal/contract';

/** Address of an application's scan, for the staff reviewing it. */
export const registrationFileUrl = (registrationId: string, fileId: string): string =>
  `${downloadRegistrationFile.path}?${new URLSearchParams({ registrationId, fileId }).toString()}`;
