import { downloadCertificateFile } from '@supportal/contract';

/** Address of the scan of a live record's certificate (served under its own file name). */
export const certificateFileUrl = (certificateId: string): string =>
  `${downloadCertificateFile.path}?${new URLSearchParams({ certificateId }).toString()}`;
