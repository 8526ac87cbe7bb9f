import { contractArea } from '../common/endpoint.js';

/** The builders of this area's calls; the folder's name is their OpenAPI tag. */
export const { defineEndpoint, defineDownload, defineUpload } = contractArea('users');
