// The endpoint plumbing lives in endpoint/. This door stays only while app.ts, plugins/session.ts,
// modules/auth/identity.ts and workflow/business/* (being edited in another branch) import it; delete it then.
export * from './endpoint/index.js';
