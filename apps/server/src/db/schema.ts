// The tables live in schema/, one file per area. This door stays only while plugins/session-store.ts and
// workflow/business/* (being moved in another branch) still import 'db/schema.js'; delete it once they don't.
export * from './schema/index.js';
