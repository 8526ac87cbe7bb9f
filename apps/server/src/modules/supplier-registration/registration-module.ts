import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TPlatformServices } from '../../plugins/platform-services.js';
import type { TCaptchaService, TPasswordDecryptor, TVerificationCodes } from '../auth/index.js';
import type { TFileStore } from '../files/index.js';
import type { TWorkflowEngine } from '../workflow/index.js';
import { registrationEndpoints } from './registration-endpoints.js';
import { registerRegistrationFiles } from './registration-files.js';

type TRegistrationNeeds = {
  db: TDatabase;
  fileStore: TFileStore;
  platform: TPlatformServices;
  codes: TVerificationCodes;
  captcha: TCaptchaService;
  decryptor: TPasswordDecryptor;
  workflowEngine: TWorkflowEngine;
};

/**
 * 供应商注册: the public calls of a company applying (session, mobile code, scans, submission, status,
 * correction); its review runs as a workflow business (registration-process.ts).
 */
export const supplierRegistrationModule: TModuleManifest<TRegistrationNeeds> = {
  name: 'supplier-registration',
  install: async (app, { db, fileStore, platform, codes, captcha, decryptor, workflowEngine }) => {
    const { store, limiter, audit } = platform;
    await registerRegistrationFiles(app, { db, fileStore, store, limiter });
    return {
      endpoints: registrationEndpoints({
        db,
        engine: workflowEngine,
        store,
        limiter,
        audit,
        codes,
        captcha,
        decryptor,
      }) as TBoundEndpoint[],
    };
  },
};
